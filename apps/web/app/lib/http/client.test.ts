import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, NETWORK_RETRY_WAIT_MS, RATE_LIMIT_RETRY_WAIT_MS, type Transport } from './client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function clientWith(answers: (Response | Error)[], extra: { onUnauthorized?: () => void } = {}) {
  const calls: { path: string; init: RequestInit }[] = [];
  const waits: number[] = [];
  const transport: Transport = async (path, init) => {
    calls.push({ path, init });
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    if (next instanceof Error) throw next;
    return next;
  };
  const api = createApiClient({
    transport,
    csrf: () => ({ header: 'x-csrf-token', value: 'token-1' }),
    wait: async (ms) => void waits.push(ms),
    ...extra,
  });
  return { api, calls, waits };
}

describe('the web HTTP client (spec §8 error rules, §9 retry waits)', () => {
  it('retries a network failure up to twice, 500 ms apart, then reports "Network error"', async () => {
    const ok = clientWith([new TypeError('offline'), new TypeError('offline'), json(200, { fine: true })]);
    await expect(ok.api.json('/api/x')).resolves.toEqual({ fine: true });
    expect(ok.waits).toEqual([NETWORK_RETRY_WAIT_MS, NETWORK_RETRY_WAIT_MS]);
    expect(NETWORK_RETRY_WAIT_MS).toBe(500);

    const down = clientWith([new TypeError('offline'), new TypeError('offline'), new TypeError('offline')]);
    await expect(down.api.json('/api/x')).rejects.toMatchObject({ status: 0, message: 'Network error' });
    expect(down.calls).toHaveLength(3);
  });

  it('sends the CSRF header on writes and on a GET that changes state (restore-quote), never on a plain read', async () => {
    const c = clientWith([json(200, {}), json(200, {}), json(200, {})]);
    await c.api.json('/api/read');
    await c.api.json('/rest/V1/carts/mine/restore-quote', { changesState: true });
    await c.api.send('/api/write', { body: {} });
    const sent = c.calls.map((call) => new Headers(call.init.headers).get('x-csrf-token'));
    expect(sent).toEqual([null, 'token-1', 'token-1']);
  });

  it('waits about 1.1 s after a 429 and retries once', async () => {
    const once = clientWith([json(429, {}), json(200, { n: 1 })]);
    await expect(once.api.json('/api/x')).resolves.toEqual({ n: 1 });
    expect(once.waits).toEqual([RATE_LIMIT_RETRY_WAIT_MS]);
    expect(RATE_LIMIT_RETRY_WAIT_MS).toBe(1100);

    const twice = clientWith([
      json(429, { message: 'Too many requests' }),
      json(429, { message: 'Too many requests' }),
    ]);
    await expect(twice.api.json('/api/x')).rejects.toMatchObject({ status: 429 });
    expect(twice.calls).toHaveLength(2);
  });

  it('shows the server message of a 5xx, without retrying it', async () => {
    const { api, calls } = clientWith([json(503, { code: 'unavailable', message: 'The store is down for upkeep.' })]);
    const error = await api.json('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'unavailable', message: 'The store is down for upkeep.' });
    expect(calls).toHaveLength(1);
  });

  it('ends the session on a 401: the expired handler runs and the call fails', async () => {
    const onUnauthorized = vi.fn();
    const { api } = clientWith([json(401, { code: 'unauthorized', message: 'Sign in again' })], { onUnauthorized });
    await expect(api.json('/api/cart/v2/stores/default/mine')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/api/cart/v2/stores/default/mine');
  });

  it('repeats the CSRF cookie on writes only, and sends JSON bodies', async () => {
    const { api, calls } = clientWith([json(200, {}), json(200, {})]);
    await api.json('/api/read');
    const write = await api.send('/api/write', { body: { a: 1 } });
    expect(new Headers(calls[0]?.init.headers).get('x-csrf-token')).toBeNull();
    const headers = new Headers(calls[1]?.init.headers);
    expect(calls[1]?.init.method).toBe('POST');
    expect(headers.get('x-csrf-token')).toBe('token-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"a":1}');
    expect(write).toMatchObject({ status: 200, ok: true, body: {} });
  });

  it('checks an answer against its contract when given one', async () => {
    const { api } = clientWith([json(200, { id: 'not a number' })]);
    const parse = (input: unknown) => {
      const id = (input as { id: unknown }).id;
      if (typeof id !== 'number') throw new Error('id must be a number');
      return { id };
    };
    await expect(api.json('/api/x', { parse: { parse } })).rejects.toThrow('id must be a number');
  });
});
