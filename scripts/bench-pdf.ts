// What a flood of PDF downloads does to everyone else: `npx tsx scripts/bench-pdf.ts`.
//
// Seeds a fresh PGlite data directory with one member (and an account session for it), a staff session, and an event
// with 105 confirmed people; starts the server (`node --import tsx server/main.ts`, or BENCH_SERVER=dist for
// dist-server/main.js after `npm run build:server`) from BENCH_SERVER_DIR (default: this checkout, so an older checkout
// can be measured the same way); then, for each attack, hammers one document route with one session for
// BENCH_SECONDS (default 8) while another process asks for /api/health one request at a time and times each answer.
// Prints /api/health's median and 95th percentile at rest and under each attack, and how the attack was answered; a
// last row floods an unknown address the same way, the floor any flood of requests sets on that machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../server/db/client';
import { measuredServerMail, serverNodeFlags } from './lib/local.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 4511);
const SERVER_DIR = resolve(process.env.BENCH_SERVER_DIR ?? '.');
const COMPILED = process.env.BENCH_SERVER === 'dist';
const PEOPLE = 105;
const base = `http://127.0.0.1:${PORT}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function seed(dataDir: string) {
  const database = await openPglite(dataDir);
  await database.migrate();
  const run = (text: string) => database.db.execute(sql.raw(text));
  const member = randomBytes(32).toString('base64url');
  await run(`insert into members (number, first_name, last_name, email, phone, company, city, plan, valid_from, valid_until, verification_code)
    values ('ECA-2018-0001', 'Almaz', 'Tesfaye', 'bench-member@example.org', '0911223344', 'Wolaita Cassava Growers Cooperative',
      'Sodo', 'processor', current_date, current_date + 364, '${randomBytes(24).toString('base64url')}')`);
  await run(`insert into account_sessions (token_hash, email, expires_at)
    values ('${hashToken(member)}', 'bench-member@example.org', now() + interval '1 day')`);
  const staff = randomBytes(32).toString('base64url');
  const userId = crypto.randomUUID();
  await run(`insert into users (id, name, first_name, last_name, email, password_hash, role, status)
    values ('${userId}', 'Bench Admin', 'Bench', 'Admin', 'bench-admin@example.org', 'not-a-login', 'admin', 'active')`);
  await run(`insert into sessions (token_hash, user_id, expires_at) values ('${hashToken(staff)}', '${userId}', now() + interval '1 day')`);
  const eventId = crypto.randomUUID();
  await run(`insert into events (id, title, description, date, time, location)
    values ('${eventId}', 'Annual assembly', 'The annual assembly.', current_date + 30, '09:00', 'Addis Ababa')`);
  await run(`insert into event_registrations
      (event_id, first_name, last_name, email, phone, organization, position, attendees, seats, status, ticket_code, confirmed_at)
    select '${eventId}', 'First' || g, 'Last' || g, 'person' || g || '@example.org', '0911223344', 'Farm ' || g, 'Farmer', '1', 1,
      'confirmed', upper(substr(md5(g::text), 1, 10)), now()
    from generate_series(1, ${PEOPLE}) g`);
  await run(`insert into tickets (registration_id, event_id, position, code)
    select id, event_id, 1, ticket_code from event_registrations where event_id = '${eventId}'`);
  await database.close();
  return { member, staff, eventId };
}

function startServer(dataDir: string, logFile: string): ChildProcess {
  const out = openSync(logFile, 'a');
  const args = COMPILED ? [...serverNodeFlags(), 'dist-server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  return spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...measuredServerMail(PORT),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-site'),
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_SECONDS: '3600',
    },
    stdio: ['ignore', out, out],
  });
}

async function waitFor(child: ChildProcess, logFile: string) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

// The health probe runs in a process of its own, so the attack's client load does not delay its own clock.
const PROBE = `
const [url, seconds] = [process.argv[1], Number(process.argv[2])];
const times = [];
const until = Date.now() + seconds * 1000;
while (Date.now() < until) {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  times.push(performance.now() - t);
  await new Promise((r) => setTimeout(r, 20));
}
process.stdout.write(JSON.stringify(times));
`;

function probeHealth(seconds: number): Promise<number[]> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', PROBE, `${base}/api/health`, String(seconds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out) as number[]) : fail(new Error(`probe exited ${code}`))));
  });
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : Number.NaN;
};

type Attack = { name: string; path: string; token: string; connections: number };
type Outcome = { requests: number; statuses: Record<string, number>; seconds: number };

/** `connections` loops, each asking for the document again as soon as the last answer is in. */
async function hammer(a: Attack, seconds: number): Promise<Outcome> {
  const require = createRequire(import.meta.url);
  let autocannon: typeof import('autocannon') | undefined;
  try {
    autocannon = require('autocannon');
  } catch {
    autocannon = undefined;
  }
  if (autocannon) {
    const statuses: Record<string, number> = {};
    const run = autocannon;
    const result = await new Promise<import('autocannon').Result>((done, fail) => {
      const instance = run(
        { url: base + a.path, connections: a.connections, duration: seconds, headers: { authorization: `Bearer ${a.token}` } },
        (err, r) => (err ? fail(err) : done(r)),
      );
      instance.on('response', (_client, status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    });
    return { requests: result.requests.total, statuses, seconds };
  }
  const statuses: Record<string, number> = {};
  let requests = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: a.connections }, async () => {
      while (Date.now() < until) {
        const res = await fetch(base + a.path, { headers: { authorization: `Bearer ${a.token}` } });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        requests++;
      }
    }),
  );
  return { requests, statuses, seconds };
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'eca-bench-pdf-'));
  const logFile = join(dataDir, 'server.log');
  const { member, staff, eventId } = await seed(dataDir);
  const server = startServer(dataDir, logFile);
  try {
    await waitFor(server, logFile);
    const warm = await fetch(`${base}/api/account/certificate.pdf`, { headers: { authorization: `Bearer ${member}` } });
    console.log(`server from ${SERVER_DIR} (${COMPILED ? 'dist-server' : 'tsx'}); first certificate: ${warm.status}`);
    await warm.arrayBuffer();
    const rest = await probeHealth(3);
    console.log(
      `\n/api/health at rest: median ${fmt(quantile(rest, 0.5))} ms, p95 ${fmt(quantile(rest, 0.95))} ms (${rest.length} requests)`,
    );
    const attacks: Attack[] = [
      { name: 'certificate, 8 connections', path: '/api/account/certificate.pdf', token: member, connections: 8 },
      { name: 'certificate, 32 connections', path: '/api/account/certificate.pdf', token: member, connections: 32 },
      { name: `badges of ${PEOPLE}, 8 connections`, path: `/api/admin/events/${eventId}/badges.pdf`, token: staff, connections: 8 },
      // The floor: the same flood of the cheapest answer there is (an unknown API address), for comparison.
      { name: 'control: a 404, 8 connections', path: '/api/no-such-route', token: member, connections: 8 },
    ];
    console.log('\nattack                          | health median | health p95 | attack answers');
    for (const a of attacks) {
      const [outcome, health] = await Promise.all([hammer(a, SECONDS), probeHealth(SECONDS - 0.5)]);
      const answers = Object.entries(outcome.statuses)
        .map(([s, n]) => `${n} × ${s}`)
        .join(', ');
      const ok = outcome.statuses['200'] ?? 0;
      console.log(
        `${a.name.padEnd(31)} | ${`${fmt(quantile(health, 0.5))} ms`.padStart(13)} | ${`${fmt(quantile(health, 0.95))} ms`.padStart(10)} | ${answers} (${(ok / outcome.seconds).toFixed(1)} PDFs/s)`,
      );
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
