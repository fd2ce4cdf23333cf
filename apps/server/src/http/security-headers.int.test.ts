import { testEngines } from '@sulit/tools/testing/engines';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';

function directives(header: unknown): Map<string, string> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe.each(testEngines())('security headers on every kind of answer on $engine', ({ open }) => {
  const server = useTestApp(open);

  const answers = () => [
    server.app.inject('/healthz'),
    server.app.inject('/api/no-such-route'),
    server.app.inject({ method: 'POST', url: '/api/customer/login', payload: '{"broken' }),
    server.app.inject({ method: 'POST', url: '/api/customer/login', payload: { username: 1 } }),
  ];

  it('forbids inline scripts, plugins, <base> and framing on 200, 400 and 404 alike', async () => {
    for (const res of await Promise.all(answers())) {
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).toContain("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      // decision 027: only the payment webview page frames anything
      expect(csp.get('frame-src')).toBe("'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
