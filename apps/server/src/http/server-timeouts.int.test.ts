import { connect } from 'node:net';
import { testEngines } from '@sulit/tools/testing/engines';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-app';
import { SERVER_TIMEOUTS } from './server-timeouts';

/** Opens a socket, lets `talk` write to it, and resolves with how long the server took to close it. */
function closedAfter(port: number, talk: (write: (s: string) => void) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => talk((s) => socket.write(s)));
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Date.now() - started));
    setTimeout(() => reject(new Error('the server kept the connection open')), 15_000).unref();
  });
}

describe.each(testEngines().slice(0, 1))('connection limits ($engine: no database work involved)', ({ open }) => {
  it('closes idle connections after 10 s and bounds headers and requests to 30 s by default', async () => {
    const database = await open();
    const app = await buildTestApp(database);
    await app.ready();
    expect(app.server.timeout).toBe(10_000);
    expect(app.server.headersTimeout).toBe(30_000);
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    await app.close();
    await database.dispose();
  });

  it('really drops a silent connection and one that trickles its headers', async () => {
    const database = await open();
    const app = await buildTestApp(database, {
      timeouts: { idleMs: 400, headersMs: 1_500, requestMs: 1_500, keepAliveMs: 400, checkEveryMs: 200 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    try {
      const silent = await closedAfter(port, () => undefined);
      expect(silent).toBeLessThan(1_400);
      // one header line every 300 ms: never idle long enough for the idle timer, stopped by the headers limit
      const trickle = await closedAfter(port, (write) => {
        write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
        const timer = setInterval(() => write(`X-Slow-${Date.now()}: 1\r\n`), 300);
        setTimeout(() => clearInterval(timer), 8_000).unref();
      });
      expect(trickle).toBeGreaterThanOrEqual(1_400);
      expect(trickle).toBeLessThan(4_000);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
