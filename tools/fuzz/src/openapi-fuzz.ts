/**
 * An OpenAPI-driven fuzzer (issue 9 item 5): for every operation of the server's own OpenAPI document it
 * generates requests — some well formed, most hostile (wrong types, missing and extra fields, huge and
 * deeply nested values, NUL and control characters, SQL and script text, bad JSON, wrong content types,
 * path traversal in parameters) — sends them through Fastify's inject, and reports every answer that is a
 * 5xx, carries a stack trace or SQL, or breaks the schema the document gives for its status.
 * Deterministic for a seed, so a failure can be replayed.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, InjectOptions } from 'fastify';

// ---------------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------------

type Schema = Record<string, unknown>;

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  /** status → JSON schema of the body (null: documented without a JSON body) */
  responses: Map<number, Schema | null>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown; responses?: unknown }>>;
  components?: { schemas?: Record<string, Schema> };
}

/** The document's shared schemas (`#/components/schemas/…`) put in place, so each schema stands alone. */
function inlineRefs(schema: unknown, shared: Record<string, Schema>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, shared));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const target = shared[ref.slice('#/components/schemas/'.length)];
    if (!target) throw new Error(`the document refers to ${ref}, which it does not define`);
    return inlineRefs(target, shared);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inlineRefs(v, shared)]));
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  const shared = document.components?.schemas ?? {};
  const paths = inlineRefs(document.paths, shared) as OpenApiDocument['paths'];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const requestBody = op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
      const responses = new Map<number, Schema | null>();
      for (const [status, answer] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
        const content = (answer as { content?: Record<string, { schema?: Schema }> }).content;
        responses.set(Number(status), content?.['application/json']?.schema ?? null);
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: requestBody?.content?.['application/json']?.schema ?? null,
        responses,
      });
    }
  }
  return operations;
}

/** OpenAPI 3.0 schema dialect → JSON Schema that Ajv checks (nullable, boolean exclusive bounds). */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'example' || key === 'description') continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSchema(v)]));
    } else out[key] = toJsonSchema(value);
  }
  const s = schema as Record<string, unknown>;
  if (s.exclusiveMinimum === true && typeof s.minimum === 'number') {
    out.exclusiveMinimum = s.minimum;
    delete out.minimum;
  } else if (typeof s.exclusiveMinimum === 'boolean') delete out.exclusiveMinimum;
  if (s.exclusiveMaximum === true && typeof s.maximum === 'number') {
    out.exclusiveMaximum = s.maximum;
    delete out.maximum;
  } else if (typeof s.exclusiveMaximum === 'boolean') delete out.exclusiveMaximum;
  if (s.nullable === true) return { anyOf: [out, { type: 'null' }] };
  return out;
}

/** The one error body every 4xx answers with (DESIGN §3.4), for statuses an operation does not list. */
const ERROR_BODY: Schema = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' }, details: {}, request_id: { type: 'string' } },
  required: ['code', 'message'],
  additionalProperties: false,
};

class ResponseChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  private readonly cache = new Map<Schema, ValidateFunction>();

  private validator(schema: Schema): ValidateFunction {
    let validate = this.cache.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as Schema);
      this.cache.set(schema, validate);
    }
    return validate;
  }

  /** Every way this answer falls short; empty when it is fine. */
  problems(operation: Operation, status: number, contentType: string, body: string): string[] {
    const problems: string[] = [];
    if (status >= 500) problems.push(`status ${status}`);
    if (STACK_TRACE.test(body)) problems.push('stack trace in body');
    if (status >= 400 && SQL_LEAK.test(body)) problems.push('SQL in body');
    const documented = operation.responses.has(status);
    if (!documented && status >= 200 && status < 300) problems.push(`undocumented status ${status}`);
    const schema = documented ? operation.responses.get(status) : status >= 400 ? ERROR_BODY : null;
    if (schema && contentType.startsWith('application/json')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        problems.push('body is not JSON');
        return problems;
      }
      const validate = this.validator(schema);
      if (!validate(parsed)) {
        const first = validate.errors?.[0];
        problems.push(`body breaks the documented ${status} schema: ${first?.instancePath} ${first?.message}`);
      }
    } else if (schema && status !== 304 && status !== 204 && body.length > 0) {
      problems.push(`documented JSON but got ${contentType || 'no content type'}`);
    }
    return problems;
  }
}

const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+|node_modules\/|\bat (?:async )?[\w.<>]+ \((?:file:\/\/|\/)/;
const SQL_LEAK =
  /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b|\bselect [^"]{0,80} from "|SQLITE_|no such (table|column)|syntax error at or near|violates (unique|foreign key|not-null|check) constraint|relation "|invalid input syntax|invalid byte sequence/;

// ---------------------------------------------------------------------------------------------------
// Generating requests
// ---------------------------------------------------------------------------------------------------

/** mulberry32: small, seeded, good enough to pick cases. */
class Random {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  'line\nbreak\r\n\tX-Injected: 1',
  '\u0007\u001b[31m\u007f',
  "' OR '1'='1' --",
  '1; DROP TABLE customers; --',
  '" UNION SELECT password_hash FROM customers --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(50),
  'İıſK', // case-folding oddities
  ' ',
  '',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
] as const;

const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER * 10,
  [],
  {},
  [null],
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
];

/** Values that reach past validation into the code, gathered from the running store before fuzzing. */
export interface Dictionary {
  skus: string[];
  productIds: number[];
  emails: string[];
}

const PATTERN_CANDIDATES = [
  'default',
  'alabang',
  'abc',
  'ABC123',
  'sku-1',
  'a',
  '1',
  '10-200',
  '1.svg',
  'x'.repeat(40),
  'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd',
];

class RequestGenerator {
  constructor(
    private readonly random: Random,
    private readonly dictionary: Dictionary,
  ) {}

  /** A value the schema accepts, as far as cheap generation goes (patterns from a list of candidates). */
  valid(schema: Schema | undefined, name = '', depth = 0): unknown {
    const r = this.random;
    if (!schema || depth > 6) return 'x';
    if (Array.isArray(schema.enum) && schema.enum.length) return r.pick(schema.enum as unknown[]);
    if ('const' in schema) return schema.const;
    const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (options?.length) return this.valid(r.pick(options), name, depth + 1);
    if (schema.nullable === true && r.chance(0.1)) return null;
    const type = Array.isArray(schema.type) ? r.pick(schema.type as string[]) : (schema.type as string | undefined);
    switch (type) {
      case 'integer':
      case 'number': {
        if (/product_?id|^id$/i.test(name) && this.dictionary.productIds.length) {
          return r.pick(this.dictionary.productIds);
        }
        const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
        const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 50) : min + 50;
        return r.int(Math.ceil(min + (schema.exclusiveMinimum ? 1 : 0)), Math.max(Math.ceil(min), Math.floor(max)));
      }
      case 'boolean':
        return r.chance(0.5);
      case 'array': {
        const n = r.int(typeof schema.minItems === 'number' ? schema.minItems : 0, 3);
        return Array.from({ length: n }, () => this.valid(schema.items as Schema, name, depth + 1));
      }
      case 'object': {
        const out: Record<string, unknown> = {};
        const required = new Set((schema.required as string[] | undefined) ?? []);
        for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
          if (required.has(key) || r.chance(0.6)) out[key] = this.valid(child, key, depth + 1);
        }
        return out;
      }
      case 'string':
      default:
        return this.validString(schema, name);
    }
  }

  private validString(schema: Schema, name: string): string {
    const r = this.random;
    if (/sku/i.test(name) && this.dictionary.skus.length) return r.pick(this.dictionary.skus);
    if (/e-?mail|username/i.test(name) && this.dictionary.emails.length) return r.pick(this.dictionary.emails);
    if (/password/i.test(name)) return r.pick(['Shopper123!', 'Welcome123!', 'wrong-password', 'short']);
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern, 'u');
      const fits = PATTERN_CANDIDATES.filter((c) => pattern.test(c));
      if (fits.length) return r.pick(fits);
    }
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
    const length = Math.min(Math.max(min, r.int(1, 12)), max);
    return 'abcdefghij'.repeat(10).slice(0, length);
  }

  /** A hostile replacement for one value. */
  hostile(): unknown {
    const r = this.random;
    switch (r.int(0, 5)) {
      case 0:
      case 1:
        return r.pick(HOSTILE_STRINGS);
      case 2:
        return r.pick(HOSTILE_VALUES);
      case 3:
        return 'A'.repeat(r.pick([300, 5_000, 100_000]));
      case 4:
        return Array.from({ length: r.pick([1_000, 20_000]) }, (_, i) => i);
      default:
        return nested(r.pick([50, 500, 1_500]));
    }
  }

  /** Replaces, removes or adds one field somewhere inside a value. */
  mutate(value: unknown, depth = 0): unknown {
    const r = this.random;
    if (value && typeof value === 'object' && !Array.isArray(value) && depth < 5) {
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const action = r.int(0, 3);
      if (action === 0 || keys.length === 0) {
        copy[r.pick(['extra', '__proto__', 'constructor', 'admin', 'id', 'customer_id'])] = this.hostile();
      } else if (action === 1) {
        delete copy[r.pick(keys)];
      } else {
        const key = r.pick(keys);
        copy[key] = r.chance(0.5) ? this.mutate(copy[key], depth + 1) : this.hostile();
      }
      return copy;
    }
    if (Array.isArray(value) && value.length && depth < 5) {
      const copy = [...(value as unknown[])];
      const i = r.int(0, copy.length - 1);
      copy[i] = r.chance(0.5) ? this.mutate(copy[i], depth + 1) : this.hostile();
      return copy;
    }
    return this.hostile();
  }

  private paramValue(parameter: Parameter, hostile: boolean): string {
    const r = this.random;
    if (!hostile) return String(this.valid(parameter.schema, parameter.name));
    const value = r.chance(0.3)
      ? r.pick(['..', '../..', '..%2f..%2fetc%2fpasswd', '%2e%2e/%2e%2e', '/etc/passwd', '%00', '%', '%zz', '\\..\\'])
      : this.hostile();
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  /** One request for the operation; `auth` headers are added by the caller. */
  request(operation: Operation): InjectOptions & { strategy: string } {
    const r = this.random;
    const strategy = r.pick([
      'valid',
      'valid',
      'hostile-body',
      'hostile-body',
      'hostile-param',
      'hostile-query',
      'bad-json',
      'wrong-content-type',
      'huge-body',
      'deep-body',
      'no-body',
    ] as const);
    let path = operation.path;
    for (const p of operation.parameters.filter((x) => x.in === 'path')) {
      const raw = this.paramValue(p, strategy === 'hostile-param' && r.chance(0.7));
      // Traversal cases go in raw half the time, the way an attacker would type them.
      const encoded =
        strategy === 'hostile-param' && r.chance(0.5) ? raw.replace(/[?#\s]/g, encodePart) : encodePart(raw);
      path = path.replace(`{${p.name}}`, encoded || 'x');
    }
    const query = new URLSearchParams();
    for (const p of operation.parameters.filter((x) => x.in === 'query')) {
      if (!p.required && r.chance(0.5)) continue;
      query.append(p.name, this.paramValue(p, strategy === 'hostile-query' && r.chance(0.6)));
    }
    if (strategy === 'hostile-query') {
      query.append(r.pick(['unknown', 'sourceCode', 'q', 'limit', '__proto__[admin]']), String(this.hostile()));
      if (r.chance(0.3) && operation.parameters.some((p) => p.in === 'query')) {
        const p = r.pick(operation.parameters.filter((x) => x.in === 'query'));
        query.append(p.name, 'second');
      }
    }
    const url = query.size ? `${path}?${query.toString()}` : path;
    const method = operation.method as InjectOptions['method'];
    const headers: Record<string, string> = {};
    let payload: string | undefined;
    const wantsBody = operation.body !== null || r.chance(0.15);
    if (wantsBody && strategy !== 'no-body' && method !== 'GET' && method !== 'HEAD') {
      headers['content-type'] = 'application/json';
      const base = this.valid(operation.body ?? { type: 'object' });
      if (strategy === 'bad-json') {
        payload = r.pick([
          '{',
          '{"a":',
          'nul',
          '{"a":1,}',
          "{'a':1}",
          '\u0000',
          '[1,2',
          '"\\ud800"',
          '{"__proto__":{"x":1}}',
        ]);
      } else if (strategy === 'wrong-content-type') {
        headers['content-type'] = r.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          '',
        ]);
        payload = r.chance(0.5) ? JSON.stringify(base) : 'a=1&b=2';
      } else if (strategy === 'huge-body') {
        payload = JSON.stringify(
          r.chance(0.5) ? { ...(base as object), blob: 'x'.repeat(900_000) } : 'x'.repeat(1_100_000),
        );
      } else if (strategy === 'deep-body') {
        payload = nestedJson(r.pick([1_000, 10_000, 100_000]));
      } else if (strategy === 'valid') {
        payload = JSON.stringify(base);
      } else {
        payload = JSON.stringify(this.mutate(base));
      }
    }
    return { method, url, headers, ...(payload !== undefined ? { payload } : {}), strategy };
  }
}

/** Percent-encoding that also writes lone surrogates (as the WTF-8 bytes a hostile client would send). */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split(/([\uD800-\uDFFF])/)
      .map((part) =>
        /^[\uD800-\uDFFF]$/.test(part)
          ? Array.from(
              Buffer.from([
                0xe0 | (part.charCodeAt(0) >> 12),
                0x80 | ((part.charCodeAt(0) >> 6) & 63),
                0x80 | (part.charCodeAt(0) & 63),
              ]),
              (b) => `%${b.toString(16).toUpperCase()}`,
            ).join('')
          : encodeURIComponent(part),
      )
      .join('');
  }
}

/** Deep nesting as text: JSON.stringify itself would overflow the stack long before a parser has to. */
function clip(value: string, max = 240): string {
  return value.length > max ? `${value.slice(0, max)}… (${value.length} chars)` : value;
}

function nestedJson(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

// ---------------------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------------------

interface Finding {
  operation: string;
  strategy: string;
  request: { method: string; url: string; headers: Record<string, string>; payload: string | undefined };
  status: number;
  problems: string[];
  body: string;
}

export interface FuzzResult {
  requests: number;
  byStatus: Record<string, number>;
  fiveHundreds: number;
  leaks: number;
  schemaBreaks: number;
  findings: Finding[];
  seconds: number;
}

export interface FuzzOptions {
  app: FastifyInstance;
  /** requests per operation per identity */
  perOperation: number;
  seed: number;
  dictionary: Dictionary;
  /** identities to send each request as: anonymous is {} */
  identities: { name: string; headers: () => Promise<Record<string, string>> | Record<string, string> }[];
  /** skip operations (e.g. ones that render large files) */
  skip?: (operation: Operation) => boolean;
  /** called after each request; keep findings small */
  onProgress?: (done: number) => void;
}

export async function fuzz(options: FuzzOptions): Promise<FuzzResult> {
  const started = Date.now();
  const document = (await options.app.inject('/docs/json')).json() as OpenApiDocument;
  const operations = operationsOf(document).filter((op) => !options.skip?.(op));
  const checker = new ResponseChecker();
  const random = new Random(options.seed);
  const generator = new RequestGenerator(random, options.dictionary);
  const result: FuzzResult = {
    requests: 0,
    byStatus: {},
    fiveHundreds: 0,
    leaks: 0,
    schemaBreaks: 0,
    findings: [],
    seconds: 0,
  };
  let ip = 0;
  for (const operation of operations) {
    for (const identity of options.identities) {
      for (let i = 0; i < options.perOperation; i += 1) {
        const { strategy, ...request } = generator.request(operation);
        const headers = { ...(request.headers as Record<string, string>), ...(await identity.headers()) };
        ip += 1;
        const res = await options.app.inject({
          ...request,
          headers,
          // spread over many addresses so per-address throttles do not turn every case into a 429
          remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        });
        result.requests += 1;
        result.byStatus[res.statusCode] = (result.byStatus[res.statusCode] ?? 0) + 1;
        const problems = checker.problems(
          operation,
          res.statusCode,
          String(res.headers['content-type'] ?? ''),
          res.body,
        );
        if (res.statusCode >= 500) result.fiveHundreds += 1;
        if (problems.some((p) => p.includes('stack') || p.includes('SQL'))) result.leaks += 1;
        if (problems.some((p) => p.includes('schema') || p.includes('undocumented') || p.includes('JSON'))) {
          result.schemaBreaks += 1;
        }
        if (problems.length && result.findings.length < 50) {
          const payload = typeof request.payload === 'string' ? request.payload : undefined;
          result.findings.push({
            operation: `${operation.method} ${operation.path} as ${identity.name}`,
            strategy,
            request: {
              method: String(request.method),
              url: clip(String(request.url)),
              headers,
              payload: payload === undefined ? undefined : clip(payload),
            },
            status: res.statusCode,
            problems,
            body: clip(res.body),
          });
        }
        options.onProgress?.(result.requests);
      }
    }
  }
  result.seconds = (Date.now() - started) / 1000;
  return result;
}
