// The door's speed for a 500-person assembly: `npx tsx scripts/bench-door.ts`. Seeds an event with 500 confirmed tickets
// on PGlite (and on PostgreSQL too when TEST_DATABASE_URL is set), runs the app behind a real HTTP server on this
// machine, and prints: the round trip of a check-in (POST …/check-ins, each ticket once, one after another: mean and
// p95), of a refused second scan, and the time and size (raw and gzipped) of GET the 500-ticket door list. Figures are
// printed, not checked; a phone on venue Wi-Fi adds its network's round trip and transfer time to them.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { type Database, openPglite, openPostgres } from '../server/db/client';
import { createTestContext, insertEvent, makeUser } from '../tests/support/app';
import { listen } from '../tests/support/httpServer';
import { insertTickets } from '../tests/support/tickets';
import { createScratchDatabase } from './scratchDatabase';

const TICKETS = 500;
const LIST_RUNS = 30;

/** One request over a kept-alive connection: status, milliseconds to the last byte, and the bytes as sent. */
function timed(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; ms: number; bytes: Buffer }>((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 });

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function run(kind: string, database: Database) {
  const ctx = await createTestContext({ database, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  const admin = await makeUser(ctx, 'admin', { name: 'Door Bench' });
  const eventId = await insertEvent(ctx, {
    title: 'Annual assembly',
    description: 'The annual assembly.',
    date: '2030-05-01',
    time: '9:00 AM',
    location: 'ICT Park',
    capacity: TICKETS,
  });
  const tickets = await insertTickets(ctx.database.db, eventId, TICKETS);
  const server = await listen(ctx);
  const auth = { Authorization: `Bearer ${admin.token}`, 'X-Forwarded-For': '10.200.0.1' };
  try {
    const list = (gzip: boolean) =>
      timed(`${server.url}/api/admin/events/${eventId}/check-in`, 'GET', gzip ? { ...auth, 'Accept-Encoding': 'gzip' } : auth);
    // Warm up the process (JIT, prepared statements) before measuring.
    for (let i = 0; i < 5; i++) await list(true);

    const raw: number[] = [];
    const zipped: number[] = [];
    let rawBytes = 0;
    let gzipBytes = 0;
    for (let i = 0; i < LIST_RUNS; i++) {
      const a = await list(false);
      const b = await list(true);
      if (a.status !== 200 || b.status !== 200) throw new Error(`door list: ${a.status} ${b.status}`);
      raw.push(a.ms);
      zipped.push(b.ms);
      rawBytes = a.bytes.length;
      gzipBytes = b.bytes.length;
    }

    const scan = (code: string) =>
      timed(
        `${server.url}/api/admin/events/${eventId}/check-ins`,
        'POST',
        { ...auth, 'Content-Type': 'application/json' },
        JSON.stringify({ code }),
      );
    const first: number[] = [];
    for (const t of tickets) {
      const res = await scan(t.ticketCode!);
      if (res.status !== 200) throw new Error(`check-in: ${res.status} ${res.bytes}`);
      first.push(res.ms);
    }
    const second: number[] = [];
    for (const t of tickets.slice(0, 100)) {
      const res = await scan(t.ticketCode!);
      if (res.status !== 409) throw new Error(`second scan: ${res.status}`);
      second.push(res.ms);
    }
    const full = await list(false);
    const count = JSON.parse(full.bytes.toString('utf8')).data.count;

    console.log(`\n${kind}: ${TICKETS} tickets`);
    console.log(`  check-in (200), ${first.length} scans:       mean ${ms(mean(first))}, p95 ${ms(p95(first))}`);
    console.log(`  second scan (409), ${second.length} scans:     mean ${ms(mean(second))}, p95 ${ms(p95(second))}`);
    console.log(
      `  door list, ${LIST_RUNS} loads: raw ${kb(rawBytes)} in mean ${ms(mean(raw))} (p95 ${ms(p95(raw))}); gzip ${kb(gzipBytes)} in mean ${ms(mean(zipped))} (p95 ${ms(p95(zipped))})`,
    );
    console.log(
      `  after the scans: ${kb(full.bytes.length)} raw, ${kb(gzipSync(full.bytes).length)} gzipped; count ${count.checkedIn} of ${count.expected}`,
    );
  } finally {
    await server.close();
    await ctx.close();
  }
}

const pglite = await openPglite(null);
await pglite.migrate();
await run('PGlite (in memory)', pglite);
await pglite.close();

if (process.env.TEST_DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'bench_door_');
  const pg = await openPostgres(scratch.url, 10);
  try {
    await pg.migrate();
    await run('PostgreSQL', pg);
  } finally {
    await pg.close();
    await scratch.drop();
  }
}
agent.destroy();
