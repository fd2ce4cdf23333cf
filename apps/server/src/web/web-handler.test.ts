import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toWebRequest } from './web-handler';

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
