// Notifications (docs/rules/notify.md#sending). Prints figures; asserts nothing.
//
//   pnpm --filter api bench:notify                   # PostgreSQL
//   BENCH_DB=pglite pnpm --filter api bench:notify
//   BENCH_MESSAGES=2000 …                            # fewer messages (default 5,000)
//
// 1. 10,000 billing events in one recordBillingEvents call (each queues its WhatsApp message in
//    the same transaction): the call's time.
// 2. 5,000 WhatsApp messages queued at once, sent by one instance at WA_MIN_INTERVAL_MS=0 against
//    the gateway simulator: time until every one is sent, messages per second (target ≥ 200).
// 3. The same with three instances (three senders, each on its own connections) at once: time,
//    messages per second, and how many the gateway received twice (must be 0).
import { sql } from 'drizzle-orm';
import { startWhatsAppSimulator, type WhatsAppSimulator } from 'whatsapp/sim';
import { openDatabase, sqlRows, type Database } from '../src/db/client';
import { NotifySender } from '../src/notify/sender';
import { recordBillingEvents } from '../src/repositories/invoices';
import { queueMessages } from '../src/repositories/messages';
import { openBenchStack, runDbBench, type BenchDb, type BenchStack } from './bench-utils';
import { formatInt, formatMs, table } from './figures';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5000);
const EVENTS = 10_000;
const TOKEN = 'bench-wa-token';

interface Figures {
  kind: BenchDb;
  eventsMs: number;
  eventMessages: number;
  queueMs: number;
  oneMs: number;
  oneSent: number;
  threeMs: number;
  threeSent: number;
  duplicates: number;
}

const phoneOf = (n: number) => `62812${String(n).padStart(7, '0')}`;

async function queued(db: Database): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db.orm,
    sql`SELECT count(*)::int AS n FROM messages WHERE status = 'queued'`,
  );
  return row?.n ?? 0;
}

/** Runs `senders` at once until nothing is queued; the time it took. */
async function drain(db: Database, senders: NotifySender[]): Promise<number> {
  const started = performance.now();
  while ((await queued(db)) > 0) {
    await Promise.all(senders.map((s) => s.run({ budgetMs: 60_000, concurrency: 16 })));
  }
  return performance.now() - started;
}

async function queueCodes(db: Database, label: string): Promise<number> {
  const started = performance.now();
  await queueMessages(
    db.orm,
    Array.from({ length: MESSAGES }, (_, i) => ({
      event: 'portal_code' as const,
      channel: 'whatsapp' as const,
      to: phoneOf(i + 1),
      body: `Kode ${label} ${i + 1}`,
    })),
  );
  return performance.now() - started;
}

function senderOf(stack: BenchStack, db: Database, workerId: string): NotifySender {
  return new NotifySender(
    {
      db,
      box: stack.app.routerAccess.box,
      clock: () => new Date(),
      log: stack.app.log,
      smtpUrl: null,
      waMinIntervalMs: 0,
    },
    workerId,
  );
}

async function run(kind: BenchDb): Promise<Figures> {
  const wa: WhatsAppSimulator = await startWhatsAppSimulator({ tokens: [TOKEN] });
  const stack = await openBenchStack(kind, 'notify', {
    env: { ROUTER_MONITOR: 'false', PAYMENT_WORKER: 'false', WA_MIN_INTERVAL_MS: '0' },
  });
  const { app, db } = stack;
  const extra: Database[] = [];
  try {
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/billing/settings',
      headers: { authorization: stack.authorization },
      payload: { waBaseUrl: wa.baseUrl, waToken: TOKEN, quietHours: null },
    });
    if (settings.statusCode !== 200) throw new Error(`settings: ${settings.body}`);

    // 1. 10,000 subscribers, one event each.
    const { id: routerId } = await stack.addRouter({ name: 'Notify' });
    await db.orm.execute(sql`
      INSERT INTO plans (name, price, ppp_profile) VALUES ('Bench 10M', 150000, 'default')`);
    await db.orm.execute(sql`
      INSERT INTO subscribers (name, phone, router_id, ppp_username, plan_id, billing_day, billing_start)
      SELECT 'Pelanggan ' || n, '62813' || lpad(n::text, 7, '0'), ${routerId}, 'bench-' || n,
             (SELECT id FROM plans LIMIT 1), 5, '2026-01-01'
        FROM generate_series(1, ${EVENTS}) AS n`);
    const ids = await sqlRows<{ id: string }>(db.orm, sql`SELECT id FROM subscribers`);
    const at = new Date();
    const started = performance.now();
    await db.transaction((tx) =>
      recordBillingEvents(
        tx,
        ids.map((row) => ({ event: 'subscriber_restored' as const, subscriberId: row.id, at })),
      ),
    );
    const eventsMs = performance.now() - started;
    const eventMessages = await queued(db);
    await db.orm.execute(sql`DELETE FROM messages`);

    // 2. One instance.
    const queueMs = await queueCodes(db, 'one');
    const oneMs = await drain(db, [senderOf(stack, db, 'one')]);
    const oneSent = wa.messages().length;
    wa.clear();

    // 3. Three instances, each on its own connections (PGlite has one: they share it).
    await queueCodes(db, 'three');
    const url =
      kind === 'postgres'
        ? (db as Extract<Database, { kind: 'postgres' }>).pool.options.connectionString
        : undefined;
    const dbs = [0, 1, 2].map((i) => {
      if (i === 0 || !url) return db;
      const opened = openDatabase({ kind: 'postgres', url, poolSize: 10 });
      extra.push(opened);
      return opened;
    });
    const threeMs = await drain(
      db,
      dbs.map((d, i) => senderOf(stack, d, `instance-${i + 1}`)),
    );
    const texts = wa.messages().map((m) => m.message);
    return {
      kind,
      eventsMs,
      eventMessages,
      queueMs,
      oneMs,
      oneSent,
      threeMs,
      threeSent: texts.length,
      duplicates: texts.length - new Set(texts).size,
    };
  } finally {
    for (const d of extra) await d.close();
    await stack.close();
    await wa.close();
  }
}

runDbBench(['postgres'], async (kinds) => {
  const rows: Figures[] = [];
  for (const kind of kinds) rows.push(await run(kind));
  const rate = (n: number, ms: number) => formatInt((n / ms) * 1000);
  console.log(
    table(
      [
        'database',
        `${formatInt(EVENTS)} events, one call`,
        'messages queued',
        `queue ${formatInt(MESSAGES)}`,
        'send, 1 instance',
        'msg/s',
        'send, 3 instances',
        'msg/s',
        'sent',
        'sent twice',
      ],
      rows.map((r) => [
        r.kind,
        formatMs(r.eventsMs),
        formatInt(r.eventMessages),
        formatMs(r.queueMs),
        formatMs(r.oneMs),
        rate(r.oneSent, r.oneMs),
        formatMs(r.threeMs),
        rate(r.threeSent, r.threeMs),
        `${formatInt(r.oneSent)} / ${formatInt(r.threeSent)}`,
        String(r.duplicates),
      ]),
    ),
  );
});
