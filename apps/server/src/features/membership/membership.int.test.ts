import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createMembershipRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createMembershipService } from './membership-service';

const LINK_SUPPORT = 'issue was encountered while linking your Membership Card to your account';
const DAY = 86_400_000;

describe.each(testEngines())('membership on $engine', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const now = new Date(TEST_NOW); // 2026-11-21 in Manila; Maria's card expires 45 days later, 2027-01-05

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  async function login(username: string, password: string): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/customer/login', payload: { username, password } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  }
  async function signUp(email: string, extra: Record<string, unknown> = {}) {
    const challenge = (await app.inject('/api/altcha/challenge')).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const recaptcha_response = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    return app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        customer: {
          email,
          password: 'Kalamansi42!',
          password_confirmation: 'Kalamansi42!',
          firstname: 'Juan',
          lastname: 'Dela Cruz',
          recaptcha_response,
          ...extra,
        },
      },
    });
  }
  const me = async (token: string) =>
    (await app.inject({ url: '/rest/V1/customers/me', headers: auth(token) })).json() as {
      extension_attributes: { is_membership: boolean; membership_info?: Record<string, unknown> };
    };
  const link = (token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/membership-link', headers: auth(token), payload });

  beforeAll(async () => {
    database = await open();
    app = await buildApp({
      env: {
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://localhost:3000',
        SESSION_SECRET: 'test-secret-test-secret-test-secret-1234',
        WEB_BUILD_DIR: 'apps/web/build',
        NODE_ENV: 'test',
      },
      database,
      clock: () => now,
      serveWeb: false,
      captcha: { cost: 10, counterMin: 20, counterMax: 60 },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('lists the packages from the database, cached for 3600 s', async () => {
    const res = await app.inject('/rest/V1/membership-products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const items = (
      res.json() as { items: { sku: string; package: string; type: string; intent: string; final_price: number }[] }
    ).items;
    expect(items.map((i) => i.package)).toEqual(expect.arrayContaining(['PREMIUM', 'BUSINESS', 'EXECUTIVE']));
    expect(items.find((i) => i.type === 'NEW_PREMIUM_CARD')).toMatchObject({ intent: 'buy-new', final_price: 80_000 });
    expect(items.find((i) => i.type === 'RENEW_CARD')?.intent).toBe('renew');
    expect(items.find((i) => i.type === 'EXTEND_CARD')?.intent).toBe('extend');
    expect(items.find((i) => i.type === 'UPGRADE_RENEW_EXECUTIVE_CARD')?.intent).toBe('upgrade');
    expect(items.find((i) => i.type === 'PREMIUM_WITH_SULIT_CCARD')?.intent).toBe('credit-card');
    expect((await app.inject('/rest/default/V1/membership-products')).statusCode).toBe(200);
  });

  it('shows the member near expiry: is_membership, the about-to-expire prompt and the nudge', async () => {
    const token = await login('member@example.com', 'Member123!');
    const customer = await me(token);
    expect(customer.extension_attributes.is_membership).toBe(true);
    expect(customer.extension_attributes.membership_info).toMatchObject({
      code: '10012345678901',
      package: 'PREMIUM',
      expired_date: '2027-01-05',
      renew_price: 72_000,
      status: 'active',
    });
    const prompt = await app.inject({ url: '/rest/V1/membership-expiry-prompt', headers: auth(token) });
    expect(prompt.json()).toMatchObject({
      is_expired: false,
      about_to_expire: true,
      remaining_days: 45,
      expiry_date: '2027-01-05',
    });
    const mine = (await app.inject({ url: '/rest/V1/membership/mine', headers: auth(token) })).json();
    expect(mine).toMatchObject({
      status: 'active',
      is_membership: true,
      membership: {
        display_code: '1001-23456789-01',
        remaining_days: 45,
        about_to_expire: true,
        can_use_rebates: false,
      },
    });
    // Executive upgrade, pro rata: 45 days → 2 months of the ₱2,700 difference = ₱450.
    expect(mine.membership.upgrade_price).toBe(45_000);
    const nudge = (await app.inject({ url: '/rest/V1/membership-page-sticky-nudge', headers: auth(token) })).json();
    expect(nudge).toMatchObject({
      show: true,
      title: 'Your membership expires in 45 days',
      cta_link: '/my-membership?renew=1',
    });
    expect((await app.inject({ url: '/rest/V1/premium-membership/mine', headers: auth(token) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/rest/V1/business-membership/mine', headers: auth(token) })).statusCode).toBe(404);
  });

  it('gates rebates on Business: the business member can use them', async () => {
    const token = await login('business@example.com', 'Business123!');
    const mine = (await app.inject({ url: '/rest/V1/membership/mine', headers: auth(token) })).json();
    expect(mine.membership).toMatchObject({ package: 'BUSINESS', can_use_rebates: true, about_to_expire: false });
  });

  it('a non-member: status none, the join nudge, and no prompt', async () => {
    const token = await login('shopper@example.com', 'Shopper123!');
    expect((await me(token)).extension_attributes.is_membership).toBe(false);
    expect((await app.inject({ url: '/rest/V1/membership/mine', headers: auth(token) })).json()).toEqual({
      status: 'none',
      is_membership: false,
      membership: null,
    });
    const nudge = (await app.inject('/rest/V1/membership-page-sticky-nudge')).json();
    expect(nudge).toMatchObject({ show: true, cta_link: '/lofcustomermembership/buy?showPopup=apply' });
    expect(nudge.message).toContain('₱800.00');
  });

  it('links cards: bad code, wrong name, good own code with dashes, then a second card is refused', async () => {
    const res = await signUp('linker@example.com');
    expect(res.statusCode).toBe(200);
    const token = (res.json() as { access_token: string }).access_token;

    const malformed = await link(token, { membership_id: '1234-56', membership_name: 'Juan Dela Cruz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(
      'Please enter a valid membership number (14 digits, or 16 for a partner fuel card).',
    );

    const unknown = await link(token, { membership_id: '1009-99999999-99', membership_name: 'Juan Dela Cruz' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(LINK_SUPPORT);

    const wrongName = await link(token, { membership_id: '1002-46813579-01', membership_name: 'Pedro Penduko' });
    expect(wrongName.json().message).toContain(LINK_SUPPORT);

    const wrongType = await link(token, {
      membership_id: '1002-46813579-01',
      membership_name: 'Juan Dela Cruz',
      membership_type: 'PARTNER_FUEL',
    });
    expect(wrongType.json().message).toBe('This membership number does not match the selected card type.');
    expect((await me(token)).extension_attributes.is_membership).toBe(false);

    const ok = await link(token, { membership_id: '1002-46813579-01', membership_name: 'JUAN DELA CRUZ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      error: false,
      message: 'Your membership card is now linked to your account.',
      status: 'active',
    });
    expect((await me(token)).extension_attributes).toMatchObject({
      is_membership: true,
      membership_info: { code: '10024681357901', package: 'PREMIUM' },
    });
    // Linking again is harmless; another card while this one is active is refused.
    expect((await link(token, { membership_id: '10024681357901', membership_name: 'Juan Dela Cruz' })).statusCode).toBe(
      200,
    );
    const second = await link(token, { membership_id: '7001-2345-6789-0121', membership_name: 'Juan Dela Cruz' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Your account already has an active membership.');

    // The same card cannot be linked to another account.
    const other = (await signUp('linker2@example.com')).json() as { access_token: string };
    const taken = await link(other.access_token, {
      membership_id: '10024681357901',
      membership_name: 'Juan Dela Cruz',
    });
    expect(taken.json().message).toContain(LINK_SUPPORT);
    // A 16-digit partner fuel card links as PARTNER_FUEL and shows grouped 4-4-4-4.
    const fuel = await link(other.access_token, {
      membership_id: '7001-2345-6789-0121',
      membership_name: 'Juan Dela Cruz',
      membership_type: 'PARTNER_FUEL',
    });
    expect(fuel.statusCode).toBe(200);
    const mine = (await app.inject({ url: '/rest/V1/membership/mine', headers: auth(other.access_token) })).json();
    expect(mine.membership).toMatchObject({ id_type: 'PARTNER_FUEL', display_code: '7001-2345-6789-0121' });
    expect((await link('', { membership_id: '10024681357902', membership_name: 'Juan Dela Cruz' })).statusCode).toBe(
      401,
    );
  });

  it('an expired card links but does not make a member (status inactive, expired prompt)', async () => {
    const token = ((await signUp('lapsed@example.com')).json() as { access_token: string }).access_token;
    const res = await link(token, { membership_id: '10013572468001', membership_name: 'Ana Reyes' });
    expect(res.json()).toMatchObject({ error: false, status: 'inactive' });
    const customer = await me(token);
    expect(customer.extension_attributes.is_membership).toBe(false);
    expect(customer.extension_attributes.membership_info).toMatchObject({ status: 'inactive' });
    const prompt = (await app.inject({ url: '/rest/V1/membership-expiry-prompt', headers: auth(token) })).json();
    expect(prompt).toMatchObject({ is_expired: true, about_to_expire: false, remaining_days: 0 });
    const renew = await app.inject({
      method: 'POST',
      url: '/rest/V1/verify-membership/renew',
      payload: { code: '1001-35724680-01' },
    });
    expect(renew.json()).toMatchObject({ next: 'expired_alert', sku: 'MEMBERSHIP-RENEW' });
    // A stranger sees the holder's name masked.
    expect(renew.json().info.name).toBe('A*a R***s');
  });

  it('signs up with link_to_membership; a bad card creates no account', async () => {
    const bad = await signUp('signup-link-bad@example.com', {
      link_to_membership: true,
      membership_id: '1009-99999999-99',
      membership_name: 'Juan Dela Cruz',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(LINK_SUPPORT);
    const retry = await app.inject({
      method: 'POST',
      url: '/api/user/customers/validate-email',
      payload: { email: 'signup-link-bad@example.com' },
    });
    expect(retry.json().is_available).toBe(true);

    const good = await signUp('signup-link@example.com', {
      link_to_membership: true,
      membership_id: '1002-46813579-02',
      membership_name: 'Juan Dela Cruz',
      membership_type: 'SULIT',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().message).toContain('Your membership card is now linked to your account.');
    expect((await me(good.json().access_token)).extension_attributes.is_membership).toBe(true);
  });

  it("verifies codes for renewal and extension; an unknown code is 'Membership code {code} does not exists.'", async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/rest/V1/verify-membership/extend',
      payload: { code: '1009-99999999-99' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Membership code 10099999999999 does not exists.');
    const renew = await app.inject({
      method: 'POST',
      url: '/rest/V1/verify-membership/renew',
      payload: { code: '10012345678901' },
    });
    expect(renew.json()).toMatchObject({
      type: 'renew',
      next: 'renew_modal',
      info: { remaining_days: 45, about_to_expire: true },
    });
    const business = await app.inject({
      method: 'POST',
      url: '/rest/V1/verify-membership/business',
      payload: { code: '20012345678902' },
    });
    expect(business.json()).toMatchObject({ next: 'business', sku: 'MEMBERSHIP-BUSINESS' });
    expect(
      (await app.inject({ method: 'POST', url: '/rest/V1/verify-membership/other', payload: { code: '1' } }))
        .statusCode,
    ).toBe(400);
    const info = await app.inject({
      method: 'POST',
      url: '/api/membership-information-sf',
      payload: { code: '1001-23456789-01' },
    });
    expect(info.json()[0]).toMatchObject({
      sulit_credit_card_applied: false,
      qr_used: false,
      expiry_date: { date: '2027-01-05', is_expired: false },
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/membership-information-sf', payload: { code: '<script>' } }))
        .statusCode,
    ).toBe(400);
  });

  it('records a credit-card application and answers the promo verbiage', async () => {
    const verbiage = await app.inject('/rest/V1/cc-signup/promo-verbiage');
    expect(verbiage.json()).toMatchObject({ sku: 'MEMBERSHIP-PREMIUM-SULIT-CCARD' });
    const token = await login('member@example.com', 'Member123!');
    const bad = await app.inject({
      method: 'POST',
      url: '/rest/V1/cc-signup',
      headers: auth(token),
      payload: { firstname: 'Maria', lastname: 'Santos', phone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url: '/rest/V1/cc-signup',
      headers: auth(token),
      payload: { firstname: 'Maria', lastname: 'Santos', phone: '09171234567' },
    });
    expect(ok.json()).toEqual({
      success: true,
      message: 'Thank you! Your Sulit Club credit card application has been received.',
    });
    const info = await app.inject({
      method: 'POST',
      url: '/api/membership-information-sf',
      headers: auth(token),
      payload: { code: '10012345678901' },
    });
    expect(info.json()[0]).toMatchObject({ sulit_credit_card_applied: true, name: 'Maria Santos' });
  });

  it('sells membership cards through the cart: unlimited stock, the final price, renewals only for card holders', async () => {
    const shopper = await login('shopper@example.com', 'Shopper123!');
    const cart = (await app.inject({ url: '/api/cart/v2/stores/default/mine', headers: auth(shopper) })).json();
    const sync = (token: string, cartId: number, items: unknown[]) =>
      app.inject({
        method: 'POST',
        url: `/api/cart/stores/v2/default/${cartId}/sync`,
        headers: auth(token),
        payload: { cart_items: items, shippingZone: 'NCR' },
      });
    const res = await sync(shopper, cart.cart_id, [
      { sku: 'MEMBERSHIP-PREMIUM', qty: 3, product_type: 'customer_membership' },
      { sku: 'MEMBERSHIP-RENEW', qty: 1, product_type: 'customer_membership' },
      { sku: 'MEMBERSHIP-PREMIUM-SULIT-CCARD', qty: 1, product_type: 'customer_membership' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.failures).toEqual([
      {
        item_index: 1,
        code: 'membership_not_allowed',
        message: 'Add new membership to cart failed. A renewal or extension needs a membership card on your account.',
        sku: 'MEMBERSHIP-RENEW',
      },
      {
        item_index: 2,
        code: 'membership_not_allowed',
        message:
          'Add new membership to cart failed. Premium with the Sulit Club credit card comes with an approved card: apply for the card instead.',
        sku: 'MEMBERSHIP-PREMIUM-SULIT-CCARD',
      },
    ]);
    const line = body.items.flatMap((g: { products: unknown[] }) => g.products)[0];
    expect(line).toMatchObject({
      sku: 'MEMBERSHIP-PREMIUM',
      product_type: 'customer_membership',
      qty: 1,
      stock_qty: 99999,
      row_total: 80_000,
    });
    expect(line.product_id).toBeLessThan(0);
    expect(body.totals).toMatchObject({ subtotal: 80_000, has_membership_item: true, skips_timeslot: true });
    const validate = await app.inject({
      method: 'POST',
      url: '/api/product/v2/validate-cart?shippingZoneCode=NCR',
      headers: auth(shopper),
      payload: { products: [{ sku: 'MEMBERSHIP-PREMIUM', qty: 1 }], source: 'balintawak' },
    });
    expect(validate.json()).toMatchObject({ invalid_qty: [], invalid_sku: [] });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/cart/carts/${cart.cart_id}/items/${line.product_id}`,
      headers: auth(shopper),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);

    // The member near expiry renews at the promo final price (₱720).
    const member = await login('member@example.com', 'Member123!');
    const memberCart = (await app.inject({ url: '/api/cart/v2/stores/default/mine', headers: auth(member) })).json();
    const renewal = (await sync(member, memberCart.cart_id, [{ sku: 'MEMBERSHIP-RENEW', qty: 1 }])).json();
    expect(renewal.failures ?? []).toEqual([]);
    expect(renewal.totals.subtotal).toBe(72_000);
    // The Executive upgrade is priced pro rata: 45 days left → 2 months of the ₱2,700 difference = ₱450.
    const upgrade = (await sync(member, memberCart.cart_id, [{ sku: 'MEMBERSHIP-EXECUTIVE', qty: 1 }])).json();
    const upgradeLine = upgrade.items
      .flatMap((g: { products: { sku: string; row_total: number }[] }) => g.products)
      .find((p: { sku: string }) => p.sku === 'MEMBERSHIP-EXECUTIVE');
    expect(upgradeLine.row_total).toBe(45_000);
    expect(upgrade.totals.subtotal).toBe(72_000 + 45_000);
    // …while a non-member pays the full Executive price.
    const full = (await sync(shopper, cart.cart_id, [{ sku: 'MEMBERSHIP-EXECUTIVE', qty: 1 }])).json();
    expect(full.totals.subtotal).toBe(350_000);
  });

  describe('activation and reminders (service)', () => {
    let clockNow = new Date(TEST_NOW);
    const service = () =>
      createMembershipService({
        memberships: createMembershipRepository(database.db, database.engine),
        clock: () => clockNow,
        publicUrl: 'https://sulit.example',
        randomDigits: (n) => '4'.repeat(n),
      });

    it('activates a paid Premium order: a new 14-digit card valid one year; a repeat of the order changes nothing', async () => {
      const id = ((await signUp('buyer@example.com')).json() as { access_token: string }).access_token;
      const customerId = (await app.inject({ url: '/rest/V1/customers/me', headers: auth(id) })).json().id as number;
      const first = await service().activateFromOrder(customerId, 'MEMBERSHIP-PREMIUM', now, { orderRef: '000000123' });
      expect(first).toEqual({
        kind: 'new',
        code: '10444444444444',
        package: 'PREMIUM',
        card_type: 'NEW_PREMIUM_CARD',
        expires_on: '2027-11-21',
        applied: true,
      });
      const again = await service().activateFromOrder(customerId, 'MEMBERSHIP-PREMIUM', now, { orderRef: '000000123' });
      expect(again).toMatchObject({ applied: false, expires_on: '2027-11-21' });
      expect((await me(id)).extension_attributes.is_membership).toBe(true);
      // Renewing early adds a year to the current expiry date.
      const renewed = await service().activateFromOrder(customerId, 'MEMBERSHIP-RENEW', now, { orderRef: '000000124' });
      expect(renewed).toMatchObject({ kind: 'renew', code: '10444444444444', expires_on: '2028-11-21' });
      // The Executive upgrade keeps the number and expiry date.
      const upgraded = await service().activateFromOrder(customerId, 'MEMBERSHIP-EXECUTIVE', now);
      expect(upgraded).toMatchObject({ kind: 'upgrade', package: 'EXECUTIVE', expires_on: '2028-11-21' });
      await expect(service().activateFromOrder(customerId, 'NOT-A-CARD', now)).rejects.toThrow(
        'Unknown membership item',
      );
    });

    it('refuses a renewal for a customer without a card', async () => {
      const shopper = (
        await app.inject({
          url: '/rest/V1/customers/me',
          headers: auth(await login('shopper@example.com', 'Shopper123!')),
        })
      ).json();
      await expect(service().activateFromOrder(shopper.id, 'MEMBERSHIP-RENEW', now)).rejects.toThrow(
        'A renewal or extension needs a membership card on your account.',
      );
    });

    it('sends the 30- and 7-day reminders once each, with a one-click renewal link', async () => {
      // reminders are written to the outbox with their claim (issue 27 item 1)
      const reminders = () =>
        database.db
          .selectFrom('outbox_emails')
          .select(['subject', 'link', 'text_body'])
          .where('to_address', '=', 'member@example.com')
          .where('subject', 'like', 'Your Sulit Club membership expires%')
          .orderBy('id')
          .execute();
      clockNow = new Date(TEST_NOW.getTime() + 10 * DAY); // Maria: 35 days left → nothing yet
      await service().sendExpiryReminders(clockNow);
      expect(await reminders()).toHaveLength(0);
      clockNow = new Date(TEST_NOW.getTime() + 15 * DAY); // 30 days left
      await service().sendExpiryReminders(clockNow);
      await service().sendExpiryReminders(clockNow);
      const first = await reminders();
      expect(first).toHaveLength(1);
      expect(first[0]!.subject).toBe('Your Sulit Club membership expires in 30 days');
      expect(first[0]!.link).toBe('https://sulit.example/my-membership?renew=1');
      expect(first[0]!.text_body).toContain('05/01/2027');
      clockNow = new Date(TEST_NOW.getTime() + 39 * DAY); // 6 days left
      await Promise.all([service().sendExpiryReminders(clockNow), service().sendExpiryReminders(clockNow)]);
      expect((await reminders()).map((m) => m.subject)).toEqual([
        'Your Sulit Club membership expires in 30 days',
        'Your Sulit Club membership expires in 6 days',
      ]);
    });
  });
});
