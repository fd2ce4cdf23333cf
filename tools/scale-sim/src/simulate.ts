/**
 * The scale-out simulation (issue 34): HAProxy in front of three web instances and two workers on PostgreSQL and
 * Redis, shoppers browsing, filling carts and checking out (cash, and card through the sandbox whose webhooks the
 * workers deliver), while one worker is killed mid-job, one web instance is killed (SIGKILL) and another drained
 * (SIGTERM). Then it checks the database and writes docs/SCALE-OUT.md between its markers with --write.
 *   npm run build && npx tsx tools/scale-sim/src/simulate.ts [--shoppers 24] [--duration 120] [--products 600]
 *     [--admin postgres://postgres@127.0.0.1:5432/postgres] [--redis redis://127.0.0.1:6379] [--write]
 */
import { createServer } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@sulit/db';
import { testShopper } from '../../testing/test-shoppers';
import { checkOrders, checkSlots, checkTurns, checkWebhooks, jobsByIds, pendingJobs, runningJobsOf } from './checks';
import { freshDatabase, type Instance, proxyStats, REPO_ROOT, startInstance, startProxy, waitReady } from './cluster';
import { Recorder, shop, type SlotChoice } from './shoppers';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '16' },
    duration: { type: 'string', default: '120' },
    products: { type: 'string', default: '600' },
    admin: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    write: { type: 'boolean', default: false },
  },
});
const durationMs = Number(values.duration) * 1000;
const loadBefore = loadavg();
const SOURCE = 'balintawak';
const SMTP_PORT = 3179;
const log = (message: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);
let t0 = Date.now();

// A mail server that accepts and never greets: every delivery run waits out its SMTP timeout, so a worker is
// always mid-job when it is killed (the hard case: its lease must run out before another worker retries).
const silentSmtp = createServer(() => undefined).listen(SMTP_PORT, '127.0.0.1');

log('fresh database, migrated and seeded');
const url = await freshDatabase(values.admin, 'sulit_scale_sim', Number(values.products));
const env = { databaseUrl: url, redisUrl: values.redis, smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}` };
const database = openDatabase(url);

const webPorts = [3171, 3172, 3173];
const web: Instance[] = webPorts.map((port, i) => startInstance(`web${i + 1}`, 'web', port, env));
const workers: Instance[] = [3174, 3175].map((port, i) => startInstance(`worker${i + 1}`, 'worker', port, env));
await Promise.all([...web, ...workers].map((instance) => waitReady(instance.port)));
const proxy = startProxy(webPorts);
await new Promise((r) => setTimeout(r, 3_000));

// what the shoppers buy: own-store goods in plenty at the store; the slots: one contested, the rest roomy
const now = new Date();
const goods = await database.db
  .selectFrom('products as p')
  .innerJoin('product_stock as s', 's.product_id', 'p.id')
  .select(['p.id', 'p.sku'])
  .where('s.source_code', '=', SOURCE)
  .where('p.status', '=', 1)
  .where('p.product_type', '=', 'simple')
  .where('p.promo_tag', 'is', null)
  .where('p.seller_id', '=', 'sulit')
  .orderBy('p.id')
  .limit(20)
  .execute();
await database.db
  .updateTable('product_stock')
  .set({ qty: 1_000_000 })
  .where('source_code', '=', SOURCE)
  .where(
    'product_id',
    'in',
    goods.map((g) => g.id),
  )
  .execute();
const top = (await (await fetch('http://127.0.0.1:3190/api/product/top-selling?limit=40')).json()) as {
  items: { url: string }[];
};
const slotRows = await database.db
  .selectFrom('delivery_slots')
  .select(['id', 'slot_date', 'interval_id'])
  .where('source_code', '=', SOURCE)
  .where('is_store_pickup', '=', 0)
  .where('is_closed', '=', 0)
  .where('starts_at', '>', new Date(now.getTime() + 6 * 3_600_000).toISOString())
  .orderBy('starts_at')
  .limit(6)
  .execute();
const CONTESTED_CAPACITY = 15;
await database.db
  .updateTable('delivery_slots')
  .set({ capacity: 100_000 })
  .where(
    'id',
    'in',
    slotRows.map((s) => s.id),
  )
  .execute();
await database.db
  .updateTable('delivery_slots')
  .set({ capacity: CONTESTED_CAPACITY })
  .where('id', '=', slotRows[0]!.id)
  .execute();
const slots: SlotChoice[] = slotRows.map((s, i) => ({
  date: s.slot_date,
  intervalId: s.interval_id,
  contested: i === 0,
}));
const shoppers = [];
for (let i = 0; i < Number(values.shoppers); i++) {
  shoppers.push(
    await testShopper(database, now.toISOString(), { tag: 'sim', member: true, address: true, cartSource: SOURCE }),
  );
}

log(`load: ${shoppers.length} shoppers for ${durationMs / 1000} s through HAProxy`);
const recorder = new Recorder();
t0 = Date.now();
const startedIso = new Date().toISOString();
const stopAt = t0 + durationMs;
const load = Promise.all(
  shoppers.map((s) =>
    shop(
      recorder,
      s,
      { urls: top.items.map((p) => p.url), skus: goods.map((g) => g.sku) },
      slots,
      () => Date.now() >= stopAt,
    ),
  ),
);
const at = (fraction: number) =>
  new Promise((r) => setTimeout(r, Math.max(0, t0 + durationMs * fraction - Date.now())));

// 1. a worker killed mid-job
await at(0.2);
const victim = workers[0]!;
// wait (up to 20 s) until it runs a mail delivery, which waits out the silent SMTP server: surely mid-job
for (let i = 0; i < 1_000; i++) {
  const running = await runningJobsOf(database, victim.process.pid!);
  if (running.some((j) => j.job_key.startsWith('mail.')) || (i > 500 && running.length > 0)) break;
  await new Promise((r) => setTimeout(r, 20));
}
victim.process.kill('SIGKILL');
await victim.exited;
// what it held when it died: its jobs still running under its lease
const heldJobs = await runningJobsOf(database, victim.process.pid!);
log(`SIGKILL ${victim.name} holding ${heldJobs.length} job(s): ${heldJobs.map((j) => j.job_key).join(', ')}`);

// 2. a web instance killed
await at(0.35);
const killAt = Date.now();
const inFlightAtKill = recorder.inFlight;
web[0]!.process.kill('SIGKILL');
log(`SIGKILL web1 with ${inFlightAtKill} request(s) in flight across the cluster`);

// 3. a web instance drained
await at(0.5);
const drainAt = Date.now();
web[1]!.process.kill('SIGTERM');
const drainCode = await web[1]!.exited;
const drainEnd = Date.now();
log(`SIGTERM web2: drained and exited with ${drainCode} after ${drainEnd - drainAt} ms`);

// both come back, as an orchestrator would restart them
await at(0.65);
web[0] = startInstance('web1', 'web', webPorts[0]!, env);
web[1] = startInstance('web2', 'web', webPorts[1]!, env);
log('web1 and web2 restarted');

await load;
const loadEnd = Date.now();
const loadEndIso = new Date(loadEnd).toISOString();
log(`load stopped: ${recorder.requests.length} requests`);

// the queue settles: webhooks delivered, the killed worker's job retried once its lease ran out
for (
  let i = 0;
  i < 120 &&
  ((await pendingJobs(database, loadEndIso)) > 0 ||
    (
      await jobsByIds(
        database,
        heldJobs.map((j) => j.id),
      )
    ).some((j) => j.state !== 'done'));
  i++
) {
  await new Promise((r) => setTimeout(r, 1_000));
}
const stats = await proxyStats().catch(() => []);

const failed = recorder.requests.filter((r) => r.failed);
const window = (from: number, to: number) => failed.filter((r) => r.endedAt >= from && r.startedAt <= to).length;
const ordersCheck = await checkOrders(database, recorder.orders);
const slotCheck = await checkSlots(
  database,
  Number(slotRows[0]!.id),
  slotRows.map((s) => Number(s.id)),
);
const webhookCheck = await checkWebhooks(database);
const turnCheck = await checkTurns(database, startedIso, loadEndIso);
const killedJobs = await jobsByIds(
  database,
  heldJobs.map((j) => j.id),
);
const p = (q: number) => {
  const ms = recorder.requests.map((r) => r.endedAt - r.startedAt).sort((a, b) => a - b);
  return ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] ?? 0;
};

const failures: Record<string, number> = {};
for (const r of failed)
  failures[`${r.what}: ${r.status ?? 'no answer'}`] = (failures[`${r.what}: ${r.status ?? 'no answer'}`] ?? 0) + 1;
const failedAtKill = window(killAt - 100, killAt + 5_000);
const failedAtDrain = window(drainAt, drainEnd + 2_000);
const report = {
  requests: recorder.requests.length,
  rps: Math.round(recorder.requests.length / ((loadEnd - t0) / 1000)),
  p50: p(0.5),
  p99: p(0.99),
  failed: failed.length,
  failures,
  inFlightAtKill,
  failedAtKill,
  failedAtDrain,
  drainMs: drainEnd - drainAt,
  drainCode,
  orders: ordersCheck,
  slots: slotCheck,
  webhooks: webhookCheck,
  turns: turnCheck,
  killedWorkerJobs: killedJobs,
  proxy: stats,
};
console.log(JSON.stringify(report, null, 2));

const holds = {
  failedAtKill: failedAtKill <= inFlightAtKill,
  drain: failedAtDrain === 0 && drainCode === 0,
  orders:
    ordersCheck.duplicates === 0 &&
    ordersCheck.lost === 0 &&
    ordersCheck.placedUnanswered === 0 &&
    ordersCheck.unknown === 0,
  webhooks: webhookCheck.appliedTwice === 0 && webhookCheck.notApplied === 0 && webhookCheck.paidProviderNotStore === 0,
  slots: slotCheck.overbooked === 0,
  turns: turnCheck.every((t) => t.notDone === 0),
  killedJob: killedJobs.length > 0 && killedJobs.every((j) => j.state === 'done' && Number(j.attempts) >= 2),
};
console.log(JSON.stringify(holds, null, 2));

if (values.write) {
  const load = (averages: number[]) => averages.map((l) => l.toFixed(1)).join(' / ');
  const date = new Date().toISOString().slice(0, 10);
  const yes = (ok: boolean) => (ok ? 'holds' : '**does not hold**');
  const section = `<!-- scale-sim -->
### Run of ${date}: ${shoppers.length} shoppers for ${durationMs / 1000} s
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${load(loadBefore)} before the run and ${load(loadavg())} at
its end (the run's own eight processes load the two cores; a load well above that means other work shared them).
HAProxy → web1–web3 (\`SULIT_ROLE=web\`), worker1–worker2 (\`SULIT_ROLE=worker\`), PostgreSQL, Redis.

| what | figure | verdict |
|---|---|---|
| requests, throughput | ${report.requests} requests, ${report.rps} req/s, p50 ${report.p50} ms, p99 ${report.p99} ms | — |
| failed requests (no answer or 5xx), whole run, by kind | ${report.failed}: ${JSON.stringify(failures)} | — |
| SIGKILL web1: failed within 5 s / in flight at the kill | ${failedAtKill} / ${inFlightAtKill} | ${yes(holds.failedAtKill)} |
| SIGTERM web2: failed while draining; exit code; drain time | ${failedAtDrain}; ${drainCode}; ${report.drainMs} ms | ${yes(holds.drain)} |
| orders: attempts / answered / in the database | ${ordersCheck.attempts} / ${ordersCheck.answered} / ${ordersCheck.inDatabase} | — |
| orders: duplicates, lost, placed but unanswered, unknown | ${ordersCheck.duplicates}, ${ordersCheck.lost}, ${ordersCheck.placedUnanswered}, ${ordersCheck.unknown} | ${yes(holds.orders)} |
| webhooks: final payments / applied once / twice / not applied | ${webhookCheck.finalPayments} / ${webhookCheck.appliedOnce} / ${webhookCheck.appliedTwice} / ${webhookCheck.notApplied} (jobs ${JSON.stringify(webhookCheck.jobs)}, ${webhookCheck.retried} retried) | ${yes(holds.webhooks)} |
| contested slot: capacity / used / booked; slots over capacity | ${slotCheck.contested.capacity} / ${slotCheck.contested.used} / ${slotCheck.contested.booked}; ${slotCheck.overbooked} | ${yes(holds.slots)} |
| worker1 killed holding | ${killedJobs.map((j) => `${j.job_key} → ${j.state}, ${j.attempts} tries`).join('; ') || 'no job'} | ${yes(holds.killedJob)} |
${turnCheck.map((t) => `| scheduled \`${t.task}\`: turns / span / gaps / re-run after the kill / not done | ${t.turns} / ${t.span} / ${t.gaps} / ${t.rerunAfterKill} / ${t.notDone} | one job per turn (key) |`).join('\n')}
<!-- /scale-sim -->`;
  const file = resolve(REPO_ROOT, 'docs/SCALE-OUT.md');
  const doc = readFileSync(file, 'utf8');
  writeFileSync(file, doc.replace(/<!-- scale-sim -->[\s\S]*<!-- \/scale-sim -->/, section));
}

proxy.kill('SIGTERM');
for (const instance of [...web, ...workers]) instance.process.kill('SIGTERM');
await Promise.all([...web, ...workers.slice(1)].map((i) => i.exited));
await database.close();
silentSmtp.close();
process.exit(Object.values(holds).every(Boolean) ? 0 : 1);
