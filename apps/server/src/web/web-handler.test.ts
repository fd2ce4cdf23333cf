import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoryPageStore } from './page-store';
import { createPageRenderer, type GuestPageCacheSettings, type PageHandle, toWebRequest } from './web-handler';

function fastifyRequest(url: string, headers: Record<string, string>, method = 'GET'): FastifyRequest {
  return { url, method, headers, body: undefined } as unknown as FastifyRequest;
}

describe('the page request React Router sees', () => {
  it('takes scheme and host from PUBLIC_URL, so forms work behind a TLS proxy', () => {
    const request = toWebRequest(
      fastifyRequest('/customer/account/login', { host: '127.0.0.1:3000', 'x-forwarded-proto': 'http' }, 'POST'),
      'https://shop.example',
    );
    expect(new URL(request.url).origin).toBe('https://shop.example');
  });

  it('never echoes a forged Host header into the URL that canonical links are built from', () => {
    const request = toWebRequest(fastifyRequest('/?q=1', { host: 'evil.example' }), 'https://shop.example');
    expect(request.url).toBe('https://shop.example/?q=1');
  });

  it('keeps a protocol-relative looking path a path on the store', () => {
    const request = toWebRequest(fastifyRequest('//evil.example/x', { host: 'shop.example' }), 'https://shop.example');
    expect(new URL(request.url).host).toBe('shop.example');
  });

  it('reads a same-origin form post that says `Origin: null` (no-referrer, not yet hydrated) as the store’s own', () => {
    const request = toWebRequest(
      fastifyRequest('/checkout/onepage/failure', { origin: 'null', 'sec-fetch-site': 'same-origin' }, 'POST'),
      'https://shop.example',
    );
    expect(request.headers.get('origin')).toBe('https://shop.example');
  });

  it('leaves `Origin: null` from any other site as it is, so React Router refuses the action', () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      const request = toWebRequest(
        fastifyRequest('/checkout/onepage/failure', { origin: 'null', 'sec-fetch-site': site }, 'POST'),
        'https://shop.example',
      );
      expect(request.headers.get('origin')).toBe('null');
    }
    const unnamed = toWebRequest(
      fastifyRequest('/checkout/onepage/failure', { origin: 'null' }, 'POST'),
      'https://shop.example',
    );
    expect(unnamed.headers.get('origin')).toBe('null');
  });
});

describe('a rendered document handed over through the load context', () => {
  const DOCUMENT = '<!DOCTYPE html><html><body><p>Bigas ₱1,250.00</p></body></html>';

  async function appWith(handle: PageHandle, guestPageCache?: GuestPageCacheSettings) {
    const app = Fastify();
    const renderer = createPageRenderer(app, {
      handle,
      publicUrl: 'https://shop.example',
      guestPageCache,
      isCataloguePath: () => true,
    });
    app.get('/*', renderer);
    await app.ready();
    return app;
  }

  it('is the answer’s body, with the status and headers of the bodiless Response beside it', async () => {
    const app = await appWith(async (_request, context) => {
      context.takeDocument?.(DOCUMENT);
      return new Response(null, { status: 404, headers: { 'content-type': 'text/html', 'x-from': 'router' } });
    });
    const answer = await app.inject({ url: '/no-such-page' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html');
    expect(answer.headers['x-from']).toBe('router');
    expect(answer.body).toBe(DOCUMENT);
    await app.close();
  });

  it('gives way to a Response that carries its own body (an answer made after the render)', async () => {
    const app = await appWith(async (_request, context) => {
      context.takeDocument?.(DOCUMENT);
      return new Response('Unexpected Server Error', { status: 500 });
    });
    const answer = await app.inject({ url: '/' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).toBe('Unexpected Server Error');
    await app.close();
  });

  it('is what the guest page cache keeps and serves to the next guest', async () => {
    let renders = 0;
    const app = await appWith(
      async (_request, context) => {
        renders++;
        context.takeDocument?.(DOCUMENT);
        return new Response(null, { headers: { 'content-type': 'text/html' } });
      },
      { store: memoryPageStore({ maxEntries: 10, maxBytes: 1024 * 1024 }), lifetimeMs: 60_000 },
    );
    const first = await app.inject({ url: '/rice' });
    const second = await app.inject({ url: '/rice' });
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    expect([first.body, second.body]).toEqual([DOCUMENT, DOCUMENT]);
    expect(renders).toBe(1);
    await app.close();
  });
});
