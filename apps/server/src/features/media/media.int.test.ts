import { PAYMENT_METHOD_CODES, PAYMENT_METHOD_TITLES } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { describe, expect, it } from 'vitest';
import { callAs, useTestApp } from '../../test-app';

/** Issue 29: every picture an API answer names is there (no 404 behind a payment method or a prompt). */
describe.each(testEngines())('art named in API answers on $engine', ({ open }) => {
  const server = useTestApp(open);

  it("draws every payment method's mark the payment-methods answer names", async () => {
    for (const code of PAYMENT_METHOD_CODES) {
      const res = await server.app.inject(`/media/payment/${code}.svg`);
      expect(res.statusCode, code).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toContain(`aria-label="${PAYMENT_METHOD_TITLES[code]}"`);
    }
    for (const bad of ['bitcoin.svg', 'free.png', '..%2Ffree.svg', `free.svg${'\u0000'}`]) {
      expect((await server.app.inject(`/media/payment/${encodeURIComponent(bad)}`)).statusCode).toBe(400);
    }
  });

  it("serves the renewal prompt's picture to a member whose card runs out soon", async () => {
    const soon = new Date(TEST_NOW.getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
    const member = await testShopper(server.database, TEST_NOW.toISOString(), {
      tag: 'renew',
      member: { expires_on: soon },
    });
    const prompt = await callAs(server.app, member, { method: 'GET', url: '/rest/V1/membership-expiry-prompt' });
    expect(prompt.statusCode, prompt.body).toBe(200);
    const { about_to_expire, promo_image } = prompt.json() as { about_to_expire: boolean; promo_image: string };
    expect(about_to_expire).toBe(true);
    const image = await server.app.inject(promo_image);
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('Renew your card');
  });
});
