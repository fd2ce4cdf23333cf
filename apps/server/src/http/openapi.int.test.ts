import { testEngines } from '@sulit/tools/testing/engines';
import { lintOpenApi } from '@sulit/tools/judges/src/spectral';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';

interface Operation {
  operationId?: string;
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, { description: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
}

// The document is the same on every engine: SQLite is enough.
const sqlite = testEngines()[0]!;

describe('the OpenAPI document (issue 13 item 6)', () => {
  const server = useTestApp(sqlite.open);
  const document = async () => {
    const res = await server.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    return res.json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
      tags: { name: string; description: string }[];
    };
  };

  it("passes Spectral's spectral:oas ruleset with no error and at most 20 warnings", async () => {
    const findings = await lintOpenApi(await document());
    const errors = findings.filter((f) => f.severity === 'error');
    expect(errors.map((f) => `${f.code} ${f.path}: ${f.message}`)).toEqual([]);
    expect(findings.filter((f) => f.severity === 'warning').length).toBeLessThanOrEqual(20);
  }, 60_000);

  it('gives every operation a unique operationId, a declared tag, a description and described answers', async () => {
    const doc = await document();
    const declared = new Set(doc.tags.map((t) => t.name));
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        expect(op.operationId, where).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
        expect(ids.has(op.operationId!), `${where} repeats ${op.operationId}`).toBe(false);
        ids.add(op.operationId!);
        expect(
          op.tags?.every((t) => declared.has(t)),
          where,
        ).toBe(true);
        expect(op.description, where).toBeTruthy();
        for (const [status, answer] of Object.entries(op.responses))
          expect(answer.description, `${where} ${status}`).not.toBe('Default Response');
        // every path parameter is in the path, and none is named `*`
        for (const p of op.parameters?.filter((x) => x.in === 'path') ?? []) expect(inPath, where).toContain(p.name);
      }
    }
    expect(ids.size).toBeGreaterThan(200);
  });

  it('shares one error schema and documents who may call', async () => {
    const doc = await document();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerAuth', 'sessionCookie']);
    const coupon = doc.paths['/rest/V1/coupon/{code}']!.get!;
    expect(coupon.parameters?.map((p) => p.name)).toEqual(['code']);
    expect(coupon.responses['404']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ErrorResponse',
    });
    // lists need a signed-in customer; the catalogue is public
    const lists = doc.paths['/rest/V1/get-shopping-lists/mine']!.get!;
    expect(lists.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(doc.paths['/healthz']!.get!.security).toBeUndefined();
  });

  it('names the content type of media, sitemaps and robots.txt', async () => {
    const doc = await document();
    const typeOf = (path: string) => Object.keys(doc.paths[path]!.get!.responses['200']!.content ?? {});
    expect(typeOf('/media/product/{file}')).toEqual(['image/svg+xml', 'image/png']);
    expect(typeOf('/media/banner/{file}')).toEqual(['image/svg+xml']);
    expect(typeOf('/sitemap.xml')).toEqual(['application/xml']);
    expect(typeOf('/robots.txt')).toEqual(['text/plain']);
    expect(doc.paths['/rest/V1/sulit/find-slug/{path}']).toBeDefined();
  });
});
