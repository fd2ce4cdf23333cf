/**
 * The simulation's shoppers (issue 34): each a signed-in member looping browse → cart → checkout through HAProxy,
 * paying cash or by the sandbox's card (whose webhook a worker delivers). Every request is recorded; place order
 * carries an Idempotency-Key and is retried with the same key while its answer is lost, as the web client does.
 */
import { randomUUID } from 'node:crypto';
import { PROXY_PORT } from './cluster';

const BASE = `http://127.0.0.1:${PROXY_PORT}`;
const SOURCE = 'balintawak';
/** A shopper gives up on an answer after a minute (HAProxy waits as long for a server). */
const CLIENT_TIMEOUT_MS = 60_000;
/** Place order is retried with its key while no answer comes, for up to this many tries a second apart. */
const PLACE_ORDER_TRIES = 60;

export interface RequestRecord {
  what: string;
  startedAt: number;
  endedAt: number;
  status: number | null;
  /** a network error or a 5xx: the request failed */
  failed: boolean;
  server: string | null;
}

export interface OrderAttempt {
  cartId: number;
  key: string;
  method: 'cashondelivery' | 'sulit_card';
  /** the order number the shopper was finally told, or null when every try failed */
  orderId: string | null;
  tries: number;
  paid: boolean | null;
}

export interface SlotChoice {
  date: string;
  intervalId: number;
  /** the slot every shopper tries first, with a small capacity: holding it is the race */
  contested: boolean;
}

export interface SimShopper {
  token: string;
  customerId: number;
}

export interface Products {
  urls: string[];
  skus: string[];
}

/** Everything the shoppers did, for the report. */
export class Recorder {
  readonly requests: RequestRecord[] = [];
  readonly orders: OrderAttempt[] = [];
  inFlight = 0;

  /** Requests in flight right now (the kill's moment) and those that later failed among them. */
  inFlightAt(at: number): RequestRecord[] {
    return this.requests.filter((r) => r.startedAt <= at && r.endedAt >= at);
  }
}

async function call(
  recorder: Recorder,
  what: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; form?: URLSearchParams; headers?: Record<string, string> },
): Promise<{ status: number; json: unknown; text: string } | null> {
  const record: RequestRecord = {
    what,
    startedAt: Date.now(),
    endedAt: 0,
    status: null,
    failed: false,
    server: null,
  };
  recorder.inFlight += 1;
  try {
    const headers: Record<string, string> = { sourcecode: SOURCE, ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = init.form.toString();
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await fetch(`${BASE}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    record.status = response.status;
    record.server = response.headers.get('x-served-by');
    record.failed = response.status >= 500;
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* a page */
    }
    return { status: response.status, json, text };
  } catch {
    record.failed = true;
    return null;
  } finally {
    recorder.inFlight -= 1;
    record.endedAt = Date.now();
    recorder.requests.push(record);
  }
}

/** The 409 that says the first request with this key is still running (a shortfall's 409 is an answer). */
const inFlight = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && /still being processed|in_flight/i.test(JSON.stringify(body));

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One shopper's loop until `until`: browse, fill the cart, check out every other round. */
export async function shop(
  recorder: Recorder,
  shopper: SimShopper,
  products: Products,
  slots: SlotChoice[],
  until: () => boolean,
): Promise<void> {
  const token = shopper.token;
  let round = 0;
  while (!until()) {
    round += 1;
    await call(recorder, 'browse: shell', '/api/shell', { token });
    await call(
      recorder,
      'browse: product',
      `/api/catalog/page?path=${encodeURIComponent(pick(products.urls))}&relatedSize=4`,
      {
        token,
      },
    );
    const mine = await call(recorder, 'cart: mine', '/api/cart/v2/stores/default/mine', { token });
    const cartId = (mine?.json as { cart_id?: number } | null)?.cart_id;
    if (!cartId) continue;
    const items = [pick(products.skus), pick(products.skus)].map((sku, i) => ({ sku, qty: 1 + i }));
    const synced = await call(recorder, 'cart: add', `/api/cart/stores/v2/default/${cartId}/sync`, {
      method: 'POST',
      token,
      body: { cart_items: items },
    });
    if (synced?.status !== 200 || round % 2 === 1) continue;
    await checkout(recorder, token, cartId, slots, round % 4 === 0 ? 'sulit_card' : 'cashondelivery');
  }
}

async function checkout(
  recorder: Recorder,
  token: string,
  cartId: number,
  slots: SlotChoice[],
  method: OrderAttempt['method'],
): Promise<void> {
  const post = (what: string, path: string, body: unknown, headers?: Record<string, string>) =>
    call(recorder, what, path, { method: 'POST', token, body, ...(headers ? { headers } : {}) });
  if (
    (await post('checkout: shipping', '/api/cart/carts/mine/shipping-information', { cart_id: cartId }))?.status !== 200
  )
    return;
  let held = false;
  for (const slot of [slots.find((s) => s.contested)!, pick(slots.filter((s) => !s.contested))]) {
    const hold = await post('checkout: hold slot', '/api/cart/checkout/delivery-schedule', {
      date: slot.date,
      intervalId: slot.intervalId,
      cart_id: cartId,
    });
    if (hold?.status === 200) {
      held = true;
      break;
    }
  }
  if (!held) return;
  if (
    (await post('checkout: payment', `/api/cart/${cartId}/address-information`, { paymentMethod: method }))?.status !==
    200
  )
    return;
  const attempt: OrderAttempt = { cartId, key: randomUUID(), method, orderId: null, tries: 0, paid: null };
  recorder.orders.push(attempt);
  type Placed = { orderId: string; next: { type: string; redirectUrl?: string | null } };
  let placed = null as Placed | null;
  // the web client's rule: the same key until an answer arrives (a lost answer, a 5xx, or 409 while in flight)
  while (attempt.tries < PLACE_ORDER_TRIES && !placed) {
    attempt.tries += 1;
    const answer = await post(
      'checkout: place order',
      '/api/transaction/orders',
      { cart_id: cartId },
      {
        'idempotency-key': attempt.key,
      },
    );
    if (answer?.status === 200) placed = answer.json as Placed;
    else if (answer && answer.status < 500 && !inFlight(answer.json)) break;
    else await new Promise((r) => setTimeout(r, 1_000));
  }
  if (!placed) return;
  attempt.orderId = placed.orderId;
  if (method !== 'sulit_card' || placed.next.type !== 'gateway' || !placed.next.redirectUrl) return;
  const pagePath = new URL(placed.next.redirectUrl).pathname;
  const page = await call(recorder, 'pay: card page', pagePath, {});
  const formToken = /name="form_token" value="([^"]+)"/.exec(page?.text ?? '')?.[1];
  if (!formToken) return;
  const paid = await call(recorder, 'pay: card', `${pagePath}/card`, {
    method: 'POST',
    form: new URLSearchParams({
      form_token: formToken,
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      name: 'Sim Shopper',
    }),
  });
  attempt.paid = paid !== null && paid.status < 400;
}
