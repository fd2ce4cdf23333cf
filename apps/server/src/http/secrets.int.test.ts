import { createOutboxRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';
import { resetPasswordMail } from '../features/customers/reset-password-mail';
import { createOutboxDelivery } from '../features/mail/deliver-outbox';
import type { MailTransport } from '../features/mail/smtp-transport';
import { redactUrl } from './log-redaction';

describe('URLs as the log shows them', () => {
  it('hides masks, tokens and reset links, and keeps the rest readable', () => {
    const mask = 'Qm9vdHN0cmFwcGVkLWd1ZXN0LWNhcnQtbWFzay0xMjM0NTY';
    expect(redactUrl(`/api/cart/v2/cached/guest/${mask}`)).toBe('/api/cart/v2/cached/guest/[redacted]');
    expect(redactUrl('/customer/account/createpassword?token=abc&email=a%40b.ph&x=1')).toBe(
      '/customer/account/createpassword?token=[redacted]&email=[redacted]&x=1',
    );
    expect(redactUrl('/api/product/top-selling?limit=20&sourceCode=alabang')).toBe(
      '/api/product/top-selling?limit=20&sourceCode=alabang',
    );
  });
});

describe.each(testEngines())('secrets stay out of logs and the outbox on $engine', ({ open }) => {
  const lines: string[] = [];
  const server = useTestApp(open, {
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });

  it('logs no guest-cart mask, reset token, e-mail, cookie or bearer token', async () => {
    const created = await server.app.inject({ method: 'POST', url: '/api/cart/guest-carts' });
    const mask = (created.json() as { cartMaskId: string }).cartMaskId;
    await server.app.inject(`/api/cart/v2/cached/guest/${mask}`);
    await server.app.inject(`/rest/V1/minicart/guest/${mask}/didyouforgetit`);
    const resetToken = 'bm90LWEtcmVhbC1yZXNldC10b2tlbi1idXQtc2hhcGVkLWxpa2Utb25l';
    await server.app.inject(`/customer/account/createpassword?token=${resetToken}&email=shopper%40example.com`);
    await server.app.inject({
      url: '/rest/V1/customers/me',
      headers: {
        authorization: 'Bearer secret-bearer-token-value',
        cookie: 'sulit_session=secret-session-cookie; sulit_cart=secret-cart-cookie',
        'x-csrf-token': 'secret-csrf-value',
      },
    });
    const log = lines.join('');
    expect(log).toContain('/api/cart/v2/cached/guest/[redacted]');
    for (const secret of [
      mask,
      resetToken,
      'shopper%40example.com',
      'secret-bearer-token-value',
      'secret-session-cookie',
      'secret-cart-cookie',
      'secret-csrf-value',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('keeps a client x-request-id only when it is a short safe token', async () => {
    const kept = await server.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers['x-request-id']).toBe('trace-123');
    for (const hostile of ['<script>alert(1)</script>', 'a'.repeat(200), 'id with spaces', 'x\u00e9']) {
      const res = await server.app.inject({ url: '/healthz', headers: { 'x-request-id': hostile } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('once a reset mail is handed to SMTP, the outbox keeps no live link', async () => {
    const outbox = createOutboxRepository(server.database.db);
    const sent: string[] = [];
    const transport: MailTransport = { sendMail: async (m) => void sent.push(m.text, m.html) };
    const deliver = createOutboxDelivery({ outbox, clock: () => TEST_NOW, transport, log: { warn: () => undefined } });
    const token = 'c2VjcmV0LXJlc2V0LXRva2VuLWZvci10aGUtb3V0Ym94LXRlc3Q';
    const link = `https://shop.example/customer/account/createpassword?token=${token}&email=shopper%40example.com`;
    await outbox.queue(resetPasswordMail('shopper@example.com', 'Sam', link), TEST_NOW.toISOString());
    await deliver();
    expect(sent.join('')).toContain(token);
    const [kept] = await outbox.recent(1);
    expect(kept?.subject).toBe('Reset your Sulit Club password');
    expect(kept?.state).toBe('sent');
    expect(kept?.link).toBeNull();
    expect(`${kept?.text}${kept?.html}`).not.toContain(token);
  });
});
