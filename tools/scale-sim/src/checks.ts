/**
 * What the simulation proves once the load stops (issue 34 "Done when"), read from the shared database: no
 * duplicate or lost orders, every webhook applied once, slot capacity held, each scheduled task once per turn.
 */
import type { Database } from '@sulit/db';
import { sql } from 'kysely';
import type { OrderAttempt } from './shoppers';

export interface OrderCheck {
  attempts: number;
  answered: number;
  inDatabase: number;
  duplicates: number;
  lost: number;
  placedUnanswered: number;
  unknown: number;
}

export async function checkOrders(database: Database, attempts: OrderAttempt[]): Promise<OrderCheck> {
  const rows = await database.db.selectFrom('orders').select(['increment_id', 'cart_id']).execute();
  const byCart = new Map<number, string[]>();
  for (const row of rows)
    byCart.set(Number(row.cart_id), [...(byCart.get(Number(row.cart_id)) ?? []), row.increment_id]);
  const attempted = new Set(attempts.map((a) => a.cartId));
  const answered = attempts.filter((a) => a.orderId !== null);
  return {
    attempts: attempts.length,
    answered: answered.length,
    inDatabase: rows.length,
    duplicates: [...byCart.values()].filter((orders) => orders.length > 1).length,
    // the shopper was told an order number the database does not hold for that cart
    lost: answered.filter((a) => !(byCart.get(a.cartId) ?? []).includes(a.orderId!)).length,
    // an order exists but every try of its shopper failed (a lost answer never replayed)
    placedUnanswered: attempts.filter((a) => a.orderId === null && byCart.has(a.cartId)).length,
    unknown: [...byCart.keys()].filter((cart) => !attempted.has(cart)).length,
  };
}

export interface SlotCheck {
  slots: number;
  overbooked: number;
  contested: { capacity: number; used: number; booked: number };
}

export async function checkSlots(database: Database, contestedId: number, slotIds: number[]): Promise<SlotCheck> {
  const slots = await database.db
    .selectFrom('delivery_slots')
    .select(['id', 'capacity', 'used_count'])
    .where('id', 'in', slotIds)
    .execute();
  const holds = await database.db
    .selectFrom('slot_holds')
    .select(['slot_id', 'status'])
    .where('slot_id', 'in', slotIds)
    .where('status', 'in', ['held', 'booked'])
    .execute();
  const taken = (id: number) => holds.filter((h) => Number(h.slot_id) === id).length;
  const contested = slots.find((s) => Number(s.id) === contestedId)!;
  return {
    slots: slots.length,
    overbooked: slots.filter((s) => s.used_count > s.capacity || taken(Number(s.id)) > s.capacity).length,
    contested: {
      capacity: contested.capacity,
      used: contested.used_count,
      booked: holds.filter((h) => Number(h.slot_id) === contestedId && h.status === 'booked').length,
    },
  };
}

export interface WebhookCheck {
  finalPayments: number;
  appliedOnce: number;
  appliedTwice: number;
  notApplied: number;
  jobs: Record<string, number>;
  retried: number;
  paidProviderNotStore: number;
}

export async function checkWebhooks(database: Database): Promise<WebhookCheck> {
  const payments = await database.db
    .selectFrom('sandbox_payments')
    .select(['id', 'status'])
    .where('status', 'in', ['paid', 'failed', 'expired'])
    .execute();
  const events = await database.db
    .selectFrom('payment_webhook_events')
    .select(['provider_payment_id', sql<number>`count(*)`.as('n')])
    .groupBy('provider_payment_id')
    .execute();
  const applied = new Map(events.map((e) => [e.provider_payment_id, Number(e.n)]));
  const jobs = await database.db
    .selectFrom('jobs')
    .select(['state', 'attempts'])
    .where('kind', '=', 'payments.sandboxWebhook')
    .execute();
  const attemptsPaid = await database.db
    .selectFrom('payment_attempts')
    .select(['provider_payment_id', 'status'])
    .execute();
  const storeStatus = new Map(attemptsPaid.map((a) => [a.provider_payment_id, a.status]));
  const states: Record<string, number> = {};
  for (const job of jobs) states[job.state] = (states[job.state] ?? 0) + 1;
  return {
    finalPayments: payments.length,
    appliedOnce: payments.filter((p) => applied.get(p.id) === 1).length,
    appliedTwice: payments.filter((p) => (applied.get(p.id) ?? 0) > 1).length,
    notApplied: payments.filter((p) => !applied.has(p.id)).length,
    jobs: states,
    retried: jobs.filter((j) => Number(j.attempts) > 1).length,
    paidProviderNotStore: payments.filter((p) => p.status === 'paid' && storeStatus.get(p.id) !== 'paid').length,
  };
}

export interface TurnCheck {
  task: string;
  turns: number;
  span: number;
  gaps: number;
  rerunAfterKill: number;
  notDone: number;
}

/** Each scheduled task's turns in the run: one job per turn by its key; gaps are turns no instance handed off. */
export async function checkTurns(database: Database, sinceIso: string, untilIso: string): Promise<TurnCheck[]> {
  const jobs = await database.db
    .selectFrom('jobs')
    .select(['job_key', 'state', 'attempts'])
    .where('kind', '=', 'scheduler.turn')
    .where('created_at', '>=', sinceIso)
    .where('created_at', '<', untilIso)
    .execute();
  const byTask = new Map<string, { turn: number; state: string; attempts: number }[]>();
  for (const job of jobs) {
    const [task, turn] = job.job_key.split('#');
    byTask.set(task!, [
      ...(byTask.get(task!) ?? []),
      { turn: Number(turn), state: job.state, attempts: Number(job.attempts) },
    ]);
  }
  return [...byTask.entries()]
    .map(([task, turns]) => {
      const numbers = turns.map((t) => t.turn).sort((a, b) => a - b);
      const span = numbers[numbers.length - 1]! - numbers[0]! + 1;
      return {
        task,
        turns: new Set(numbers).size,
        span,
        gaps: span - new Set(numbers).size,
        rerunAfterKill: turns.filter((t) => t.attempts > 1).length,
        notDone: turns.filter((t) => t.state !== 'done').length,
      };
    })
    .sort((a, b) => a.task.localeCompare(b.task));
}

/** Jobs a worker held when it was killed, as they stand now. */
export async function jobsByIds(database: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return database.db.selectFrom('jobs').select(['id', 'job_key', 'state', 'attempts']).where('id', 'in', ids).execute();
}

/** Jobs running under a worker's lease now (its token starts with host:pid). */
export async function runningJobsOf(database: Database, pid: number) {
  return database.db
    .selectFrom('jobs')
    .select(['id', 'job_key'])
    .where('state', '=', 'running')
    .where('lease_token', 'like', `%:${pid}:%`)
    .execute();
}

/** Background work still queued or running: webhooks, and turns queued before the load stopped. */
export async function pendingJobs(database: Database, untilIso: string): Promise<number> {
  const row = await database.db
    .selectFrom('jobs')
    .select(sql<number>`count(*)`.as('n'))
    .where('state', 'in', ['queued', 'running'])
    .where((eb) =>
      eb.or([
        eb('kind', '=', 'payments.sandboxWebhook'),
        eb.and([eb('kind', '=', 'scheduler.turn'), eb('created_at', '<', untilIso)]),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
