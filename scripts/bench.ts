// npm run bench: loads the production server with autocannon and checks the speed budgets below.
//
// 1. Builds the site when dist/ is missing or older than the sources.
// 2. Database: with DATABASE_URL, a fresh database `bench_<random>` on that server (dropped at the end);
//    without it, PGlite in a temporary directory. Migrates, then seeds 100,000 event registrations,
//    20,000 contact messages and 5,000 membership applications with generate_series, plus a staff session.
// 3. Starts the production server (dist-server/main.js, compiled by the build) with RATE_LIMIT_MULTIPLIER raised, and a
//    bare Hono hello-world in another process as the ceiling. The server's memory (RSS) is read at rest after the start
//    and again once its first daily backup is written (before any load), sampled under the load, and read at rest after.
// 4. Runs each case for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 2 per core), prints
//    the table and exits 1 when a budget is missed.
//
// Each public GET is measured in rounds, each its ceiling then the case back to back (the machine's load drifts);
// the round with the median ratio is reported.
// Budgets: public GETs ≥ 40% of the req/s of bare Hono sending the same answer; writes ≥ 1,000 req/s with zero errors on
// PostgreSQL (reported only on PGlite); admin list pages p99 < 50 ms; on PGlite, the server at rest after its first
// daily backup ≤ 250 MB RSS.
// A route that is not there is a miss.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../server/db/client';
import { isStale, measuredServerMail, SERVER_SOURCES, SITE_SOURCES, serverNodeFlags } from './lib/local.mjs';
import { createScratchDatabase } from './scratchDatabase';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
// A public GET alternates with its ceiling: BENCH_ROUNDS rounds (default 3) of ROUND_SECONDS each.
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const ROUND_SECONDS = Math.max(2, Math.round(SECONDS / 2));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2 * availableParallelism());
// Writes wait on the database's disk flush, not on the CPU: a realistic number of concurrent visitors
// (default 32) keeps the server busy while some of them wait; reads keep CONNECTIONS.
const WRITE_CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 32);
// BENCH_ONLY=a,b runs only the cases whose name contains one of the words, or of that kind (BENCH_ONLY=public-get);
// the hello-world ceiling always runs.
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const PORT = Number(process.env.BENCH_PORT ?? 4501);
const CEILING_PORT = Number(process.env.BENCH_CEILING_PORT ?? 4502);
const REGISTRATIONS = 100_000;
const MESSAGES = 20_000;
const APPLICATIONS = 5_000;
const ADMIN_P99_MS = 50;
const WRITES_PER_SECOND = 1_000;
const PUBLIC_RATIO = 0.4;

type Kind = 'ceiling' | 'public-get' | 'write' | 'admin';
type Case = {
  name: string;
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: () => string;
  headers?: Record<string, string>;
  port?: number;
};
type Row = {
  name: string;
  kind: Kind;
  missing: boolean;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ratio: number;
  verdict: string;
  ok: boolean;
};

// ---------------------------------------------------------------- build

function buildIfStale() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync('dist/index.html')) return;
  const built = existsSync('dist/index.html');
  if (built && !isStale('dist/index.html', SITE_SOURCES) && !isStale('dist-server/main.js', SERVER_SOURCES)) return;
  console.log(built ? 'Sources changed since the last build; rebuilding…' : 'No build yet; building…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

// ---------------------------------------------------------------- memory

const REST_RSS_BUDGET_MB = 250;
/** The server's resident memory in MB, as the kernel counts it (Linux). */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}
/** RSS once it has stopped moving (no request for 3 s; the garbage collector and PGlite settle). */
async function settledRss(pid: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 3000));
  return rssMb(pid);
}
const memory = {
  atRest: 0,
  afterBackup: 0,
  backupMs: undefined as number | undefined,
  peak: 0,
  after: 0,
  sampler: undefined as ReturnType<typeof setInterval> | undefined,
};

/**
 * How long the server's first daily backup took, once its log says it is done (the scheduler starts it 5 s after the
 * start, on a data directory without one that day); undefined when it failed or did not finish in time.
 */
async function firstBackup(logFile: string, timeoutMs = 300_000): Promise<number | undefined> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const line of readFileSync(logFile, 'utf8').split('\n')) {
      if (!line.includes('"job":"backup"')) continue;
      const entry = JSON.parse(line) as { msg: string; ms?: number; error?: string };
      if (entry.msg === 'job done') return entry.ms;
      if (entry.msg.startsWith('job failed')) {
        console.log(`The first backup failed: ${entry.error}`);
        return undefined;
      }
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`The first backup did not finish within ${timeoutMs / 1000} s`);
  return undefined;
}

// ---------------------------------------------------------------- database

async function freshDatabase(): Promise<{ url: string | undefined; dataDir: string; drop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'eca-bench-'));
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  const scratch = await createScratchDatabase(base, 'bench_');
  return {
    url: scratch.url,
    dataDir,
    async drop() {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Seeded = { eventId: string; emptyEventId: string; token: string; searchTerm: string };

/**
 * Seats of the two events the registration cases write into: more than any run registers, so every registration is
 * confirmed and takes the seat decision's full path (an event without a capacity skips it).
 */
const BENCH_CAPACITY = 10_000_000;

async function seedRows(database: Database): Promise<Seeded> {
  const db = database.db;
  const run = (text: string) => db.execute(sql.raw(text));
  const started = performance.now();
  const eventIds = Array.from({ length: 5 }, () => crypto.randomUUID());
  for (const [i, id] of eventIds.entries()) {
    await run(`insert into events (id, title, description, date, time, location)
      values ('${id}', 'Bench event ${i + 1}', 'A seeded event for the benchmark.', current_date + ${30 + i}, '09:00', 'Addis Ababa')`);
  }
  // The registration cases: into an event of its own with nobody registered yet, and into the first seeded event,
  // which holds a fifth of the registrations below (20,000), both with seats for all.
  const emptyEventId = crypto.randomUUID();
  await run(`insert into events (id, title, description, date, time, location, capacity)
    values ('${emptyEventId}', 'Bench event, empty', 'A seeded event nobody has registered for yet.', current_date + 40, '09:00', 'Addis Ababa', ${BENCH_CAPACITY})`);
  const ids = `array[${eventIds.map((id) => `'${id}'::uuid`).join(',')}]`;
  await run(`insert into event_registrations
      (event_id, first_name, last_name, email, phone, organization, position, attendees, dietary_requirements, created_at)
    select (${ids})[1 + g % 5], 'First' || g, 'Last' || g, 'seed' || g || '@example.org', '+251 911 000 000',
      'Organization ' || (g % 997), 'Agronomist', '1', 'none', now() - make_interval(secs => g)
    from generate_series(1, ${REGISTRATIONS}) g`);
  await run(`update events set capacity = ${BENCH_CAPACITY} where id = '${eventIds[0]}'`);
  await run(`insert into contact_messages (name, email, phone, subject, message, contact_type, organization, status, created_at)
    select 'Sender ' || g, 'sender' || g || '@example.org', '', 'General Inquiry', 'Seeded message number ' || g,
      'individual', '', (array['new','replied','archived'])[1 + g % 3], now() - make_interval(secs => g)
    from generate_series(1, ${MESSAGES}) g`);
  await run(`insert into membership_applications
      (first_name, last_name, email, phone, company, address, city, membership_type, message, status, created_at)
    select 'Applicant' || g, 'Last' || g, 'applicant' || g || '@example.org', '+251 911 000 000', 'Farm ' || g,
      'Kebele ' || (g % 50), 'Adama', (array['farmer','processor','exporter','farm-investor'])[1 + g % 4], '',
      (array['pending','approved','rejected'])[1 + g % 3], now() - make_interval(secs => g)
    from generate_series(1, ${APPLICATIONS}) g`);
  const token = randomBytes(32).toString('base64url');
  const userId = crypto.randomUUID();
  await run(`insert into users (id, name, first_name, last_name, email, password_hash, role, status)
    values ('${userId}', 'Bench Admin', 'Bench', 'Admin', 'bench-admin@example.org', 'not-a-login', 'admin', 'active')`);
  await run(`insert into sessions (token_hash, user_id, expires_at)
    values ('${hashToken(token)}', '${userId}', now() + interval '1 day')`);
  // A database that grew to this size over months has been vacuumed by autovacuum many times (visibility map set,
  // GIN pending lists merged); do the same for the rows inserted a second ago.
  await run('vacuum analyze');
  console.log(
    `Seeded ${REGISTRATIONS.toLocaleString()} registrations, ${MESSAGES.toLocaleString()} messages, ${APPLICATIONS.toLocaleString()} applications in ${Math.round(performance.now() - started)} ms`,
  );
  return { eventId: eventIds[0]!, emptyEventId, token, searchTerm: 'seed4242' };
}

// ---------------------------------------------------------------- processes

function startProcess(args: string[], env: Record<string, string>, logFile: string): ChildProcess {
  const out = openSync(logFile, 'a');
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
}

async function waitFor(url: string, child: ChildProcess, logFile: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}

// The ceilings: bare Hono in another process, with no middleware and nothing to look up. Each public GET is held to
// a bare Hono route sending the very answer the server sent it (the same status, headers and compressed body, read
// from the server before the load), because on this 2-core machine autocannon runs beside the server and spends its
// own CPU on every byte it receives: a 7.8 KB page can never reach the req/s of an 11-byte "Hello Hono!". The ratio
// to that hello-world is printed beside it.
const CEILING_SOURCE = `
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));
JSON.parse(readFileSync(process.env.SAME_BYTES_FILE, 'utf8')).forEach((answer, i) => {
  const body = new Uint8Array(Buffer.from(answer.body, 'base64'));
  app.get('/same/' + i, () => new Response(body, { status: answer.status, headers: answer.headers }));
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
`;

/** Headers that belong to one connection or one moment, never to the answer a ceiling copies. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The answer the server sends a public GET, byte for byte as on the wire (still compressed), for its ceiling to copy. */
function wireAnswer(base: string, path: string): Promise<{ status: number; headers: [string, string][]; body: string }> {
  return new Promise((done, fail) => {
    const req = httpGet(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!HOP_HEADERS.has(res.rawHeaders[i]!.toLowerCase())) headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        }
        done({ status: res.statusCode ?? 200, headers, body: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
  });
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------- load

async function load(c: Case, base: string, seconds: number) {
  const requests = [
    {
      method: c.method,
      path: c.path,
      headers: { 'accept-encoding': 'br, gzip', ...(c.body ? { 'content-type': 'application/json' } : {}), ...c.headers },
      ...(c.body ? { setupRequest: (req: Record<string, unknown>) => ({ ...req, body: c.body!() }) } : {}),
    },
  ];
  return autocannon({
    url: base,
    connections: c.kind === 'write' ? WRITE_CONNECTIONS : CONNECTIONS,
    duration: seconds,
    requests: requests as autocannon.Request[],
  });
}

async function probe(c: Case, base: string): Promise<{ status: number; missing: boolean; json: unknown }> {
  const res = await fetch(base + c.path, {
    method: c.method,
    headers: { ...(c.body ? { 'content-type': 'application/json' } : {}), ...c.headers },
    body: c.body?.(),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const missing = res.status === 404 && (json as { error?: string } | undefined)?.error === 'No such API endpoint.';
  return { status: res.status, missing, json };
}

/** Finds the total row count in an admin list answer, whatever the exact shape. */
function findTotal(json: unknown): number | undefined {
  const seen = [json];
  while (seen.length) {
    const v = seen.shift();
    if (!v || typeof v !== 'object') continue;
    for (const [k, val] of Object.entries(v)) {
      if (/^(total|totalCount|count|totalItems)$/i.test(k) && typeof val === 'number') return val;
      if (val && typeof val === 'object' && !Array.isArray(val)) seen.push(val);
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- main

let dropOnFailure: (() => Promise<void>) | undefined;

async function main() {
  buildIfStale();
  const indexHtml = readFileSync('dist/index.html', 'utf8');
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
  if (!asset) throw new Error('No hashed script found in dist/index.html');

  const target = await freshDatabase();
  dropOnFailure = target.drop;
  const kind = target.url ? 'postgres' : 'pglite';
  console.log(`Database: ${target.url ? `PostgreSQL (${new URL(target.url).pathname.slice(1)})` : `PGlite in ${target.dataDir}`}`);
  const database = target.url ? await openPostgres(target.url) : await openPglite(target.dataDir);
  await database.migrate();
  const seeded = await seedRows(database);
  await database.close();

  const logFile = join(target.dataDir, 'server.log');
  const server = startProcess(
    [...serverNodeFlags(), 'dist-server/main.js'],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      BACKUP_DIR: join(target.dataDir, 'backups'),
      RATE_LIMIT_MULTIPLIER: '1000000',
      NODE_ENV: 'production',
      ...measuredServerMail(PORT),
      ...(target.url ? { DATABASE_URL: target.url } : {}),
    },
    logFile,
  );
  const ceilingLog = join(target.dataDir, 'ceiling.log');
  let ceiling: ChildProcess | undefined;

  const rows: Row[] = [];
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`, server, logFile);
    memory.atRest = await settledRss(server.pid!);
    // The budget is the server at rest as it stays for a day: started on a data directory it did not create (this
    // process seeded it), with that day's backup written. Waiting for it also keeps the backup out of the cases.
    memory.backupMs = await firstBackup(logFile);
    memory.afterBackup = await settledRss(server.pid!);
    memory.sampler = setInterval(() => {
      memory.peak = Math.max(memory.peak, rssMb(server.pid!));
    }, 200);
    const base = `http://127.0.0.1:${PORT}`;
    const auth = { authorization: `Bearer ${seeded.token}` };

    let n = 0;
    const runId = Date.now().toString(36);
    const contactBody = () =>
      JSON.stringify({
        name: 'Bench Visitor',
        email: `visitor-${runId}-${n++}@example.org`,
        phone: '',
        subject: 'General Inquiry',
        message: 'Hello from the benchmark. How do I join?',
        contactType: 'individual',
        organization: '',
      });
    const registrationBody = () =>
      JSON.stringify({
        firstName: 'Bench',
        lastName: 'Visitor',
        email: `attendee-${runId}-${n++}@example.org`,
        phone: '+251 911 123 456',
        organization: 'Bench Farms',
        position: 'Manager',
        attendees: '1',
        dietaryRequirements: 'none',
        specialRequirements: '',
        terms: true,
      });

    // Last page of the registrations list, from the first page's total.
    const pageSize = 20;
    const first = await probe(
      { name: '', kind: 'admin', method: 'GET', path: `/api/admin/registrations?page=1&pageSize=${pageSize}`, headers: auth },
      base,
    );
    const total = findTotal(first.json) ?? REGISTRATIONS;
    const lastPage = Math.max(1, Math.ceil(total / pageSize));

    const cases: Case[] = [
      { name: 'ceiling: bare Hono GET /', kind: 'ceiling', method: 'GET', path: '/', port: CEILING_PORT },
      { name: 'GET /', kind: 'public-get', method: 'GET', path: '/' },
      { name: `GET ${asset.replace(/^\/assets\//, '/assets/…')}`, kind: 'public-get', method: 'GET', path: asset },
      { name: 'GET /api/events', kind: 'public-get', method: 'GET', path: '/api/events' },
      { name: 'GET /api/blog-posts', kind: 'public-get', method: 'GET', path: '/api/blog-posts' },
      { name: 'POST /api/contact', kind: 'write', method: 'POST', path: '/api/contact', body: contactBody },
      {
        name: 'POST /api/events/:id/register (empty event)',
        kind: 'write',
        method: 'POST',
        path: `/api/events/${seeded.emptyEventId}/register`,
        body: registrationBody,
      },
      {
        name: 'POST /api/events/:id/register (20,000 in it)',
        kind: 'write',
        method: 'POST',
        path: `/api/events/${seeded.eventId}/register`,
        body: registrationBody,
      },
      {
        name: 'GET /api/admin/registrations p1',
        kind: 'admin',
        method: 'GET',
        path: `/api/admin/registrations?page=1&pageSize=${pageSize}`,
        headers: auth,
      },
      {
        name: `GET /api/admin/registrations p${lastPage}`,
        kind: 'admin',
        method: 'GET',
        path: `/api/admin/registrations?page=${lastPage}&pageSize=${pageSize}`,
        headers: auth,
      },
      {
        name: 'GET /api/admin/registrations?q=',
        kind: 'admin',
        method: 'GET',
        path: `/api/admin/registrations?page=1&pageSize=${pageSize}&q=${seeded.searchTerm}`,
        headers: auth,
      },
    ];

    // Each public GET's ceiling: bare Hono sending the answer the server sends it (a kept answer once asked: the
    // first request fills the server's cache).
    const publicGets = cases.filter((c) => c.kind === 'public-get');
    const sameBytes = [];
    for (const c of publicGets) {
      await wireAnswer(base, c.path);
      sameBytes.push(await wireAnswer(base, c.path));
    }
    const sameBytesFile = join(target.dataDir, 'same-bytes.json');
    writeFileSync(sameBytesFile, JSON.stringify(sameBytes));
    ceiling = startProcess(
      ['--input-type=module', '-e', CEILING_SOURCE],
      { PORT: String(CEILING_PORT), SAME_BYTES_FILE: sameBytesFile },
      ceilingLog,
    );
    await waitFor(`http://127.0.0.1:${CEILING_PORT}/`, ceiling, ceilingLog);
    /** The ceiling a public GET is held to: bare Hono sending its very answer. */
    const sameBytesCeiling = (path: string) => `/same/${publicGets.findIndex((c) => c.path === path)}`;
    cases.splice(
      1,
      0,
      ...publicGets.map(
        (c): Case => ({
          name: `ceiling: bare Hono, same answer as ${c.name}`,
          kind: 'ceiling',
          method: 'GET',
          path: sameBytesCeiling(c.path),
          port: CEILING_PORT,
        }),
      ),
    );

    /** Whether BENCH_ONLY leaves a case in: the hello-world always runs, a same-answer ceiling with its public GET. */
    const chosen = (c: Case): boolean =>
      c.path === '/' && c.kind === 'ceiling'
        ? true
        : c.kind === 'ceiling'
          ? chosen(publicGets[Number(c.path.slice('/same/'.length))]!)
          : !ONLY.length || ONLY.some((w) => c.name.includes(w) || c.kind === w);
    let ceilingRps = 0;
    const ceilingRpsOf = new Map<string, number>();
    for (const c of cases) {
      if (!chosen(c)) continue;
      const url = `http://127.0.0.1:${c.port ?? PORT}`;
      const p = await probe(c, url);
      if (p.missing || p.status === 404) {
        rows.push({
          name: c.name,
          kind: c.kind,
          missing: true,
          rps: 0,
          p50: 0,
          p99: 0,
          errors: 0,
          non2xx: 0,
          ratio: 0,
          verdict: 'route missing',
          ok: false,
        });
        console.log(`${c.name}: route missing (${p.status})`);
        continue;
      }
      if (p.status >= 300) console.log(`${c.name}: probe answered ${p.status} ${JSON.stringify(p.json)?.slice(0, 200)}`);
      if (WARMUP_SECONDS > 0) await load(c, url, WARMUP_SECONDS);
      // The machine is shared: its load changes from one second to the next. A public GET runs in ROUNDS rounds,
      // each its ceiling then the case, back to back; its figures are the round with the median ratio.
      let nearCeiling: number | undefined;
      let r: autocannon.Result;
      if (c.kind === 'public-get') {
        const ceilingCase = cases.find((x) => x.kind === 'ceiling' && x.path === sameBytesCeiling(c.path))!;
        const rounds: { ceiling: number; result: autocannon.Result; ratio: number }[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const ceiling = (await load(ceilingCase, `http://127.0.0.1:${CEILING_PORT}`, ROUND_SECONDS)).requests.average;
          const result = await load(c, url, ROUND_SECONDS);
          rounds.push({ ceiling, result, ratio: result.requests.average / ceiling });
        }
        console.log(
          `${c.name}: ${rounds.map((x) => `${Math.round(x.result.requests.average)} / ${Math.round(x.ceiling)} = ${Math.round(100 * x.ratio)}%`).join('; ')}`,
        );
        const median = [...rounds].sort((x, y) => x.ratio - y.ratio)[Math.floor(rounds.length / 2)]!;
        nearCeiling = median.ceiling;
        // Every failure in any round counts.
        r = {
          ...median.result,
          errors: rounds.reduce((n, x) => n + x.result.errors, 0),
          timeouts: rounds.reduce((n, x) => n + x.result.timeouts, 0),
          non2xx: rounds.reduce((n, x) => n + x.result.non2xx, 0),
          '2xx': rounds.reduce((n, x) => n + x.result['2xx'], 0),
        };
      } else {
        r = await load(c, url, SECONDS);
      }
      const rps = r.requests.average;
      if (c.kind === 'ceiling' && c.path === '/') ceilingRps = rps;
      if (c.kind === 'ceiling') ceilingRpsOf.set(c.path, rps);
      const against = nearCeiling ?? ceilingRpsOf.get(c.kind === 'public-get' ? sameBytesCeiling(c.path) : '/') ?? ceilingRps;
      if (nearCeiling !== undefined) {
        console.log(
          `${c.name}: median round against its ceiling (${sameBytesCeiling(c.path)}, ${Math.round(nearCeiling)} req/s); ` +
            `against the first hello-world (${Math.round(ceilingRps)} req/s): ${Math.round((100 * rps) / ceilingRps)}%`,
        );
      }
      const errors = r.errors + r.timeouts;
      const row: Row = {
        name: c.name,
        kind: c.kind,
        missing: false,
        rps,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors,
        non2xx: r.non2xx,
        ratio: against ? rps / against : 0,
        verdict: '',
        ok: true,
      };
      // A case that completed no request at all (everything timed out) is a miss, not a perfect p99.
      const clean = errors === 0 && r.non2xx === 0 && r['2xx'] > 0;
      if (c.kind === 'ceiling') row.verdict = 'ceiling';
      else if (c.kind === 'public-get') {
        row.ok = clean && row.ratio >= PUBLIC_RATIO;
        row.verdict = `≥ ${PUBLIC_RATIO * 100}% of bare Hono sending the same answer, no errors`;
      } else if (c.kind === 'write') {
        const pass = clean && rps >= WRITES_PER_SECOND;
        if (kind === 'postgres') {
          row.ok = pass;
          row.verdict = `≥ ${WRITES_PER_SECOND}/s, no errors`;
        } else {
          row.verdict = `PostgreSQL-only budget (would ${pass ? 'pass' : 'miss'})`;
        }
      } else {
        row.ok = clean && row.p99 < ADMIN_P99_MS;
        row.verdict = `p99 < ${ADMIN_P99_MS} ms, no errors`;
      }
      rows.push(row);
      console.log(`${c.name}: ${Math.round(rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${errors}, non-2xx ${r.non2xx}`);
    }
    clearInterval(memory.sampler);
    memory.after = await settledRss(server.pid!);
  } finally {
    clearInterval(memory.sampler);
    await stopProcess(server);
    if (ceiling) await stopProcess(ceiling);
  }

  console.log(
    `\nBenchmark on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${CONNECTIONS} connections (writes: ${WRITE_CONNECTIONS}), ${SECONDS} s per case (after ${WARMUP_SECONDS} s warm-up), ${availableParallelism()} cores, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )} (other processes on this machine skew every figure; each public GET is the median of ${ROUNDS} rounds of ${ROUND_SECONDS} s against its ceiling, alternating)\n`,
  );
  const memoryOk = kind === 'postgres' || (memory.backupMs !== undefined && memory.afterBackup <= REST_RSS_BUDGET_MB);
  console.log(
    `Server memory (RSS): at rest after the start ${memory.atRest.toFixed(0)} MB, at rest after the first backup ` +
      `(${memory.backupMs === undefined ? 'not finished' : `${(memory.backupMs / 1000).toFixed(1)} s`}) ${memory.afterBackup.toFixed(0)} MB, ` +
      `peak under load ${memory.peak.toFixed(0)} MB, at rest after the load ${memory.after.toFixed(0)} MB ` +
      `(budget at rest after the first backup on PGlite: ≤ ${REST_RSS_BUDGET_MB} MB${kind === 'postgres' ? ', reported only on PostgreSQL' : ''}) ${memoryOk ? 'ok' : 'MISS'}\n`,
  );
  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'ratio', 'budget', 'result'];
  const table = rows.map((r) => [
    r.name,
    r.missing ? '-' : String(Math.round(r.rps)),
    r.missing ? '-' : String(r.p50),
    r.missing ? '-' : String(r.p99),
    r.missing ? '-' : String(r.errors),
    r.missing ? '-' : String(r.non2xx),
    r.missing ? '-' : `${Math.round(r.ratio * 100)}%`,
    r.verdict,
    r.kind === 'ceiling' ? '' : r.ok ? 'ok' : 'MISS',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i >= 1 && i <= 6 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));

  // Time spent inside the server per API route (from its request log): tells the server's own cost
  // apart from the load generator and the rest of the machine.
  const inside = new Map<string, number[]>();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"msg":"request"')) continue;
    try {
      const entry = JSON.parse(line) as { method: string; path: string; ms: number };
      const key = `${entry.method} ${entry.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}`;
      (inside.get(key) ?? inside.set(key, []).get(key)!).push(entry.ms);
    } catch {
      // not a request line
    }
  }
  if (inside.size) {
    console.log('\nTime inside the server (request log), per API route:');
    for (const [key, list] of inside) {
      if (list.length < 20) continue;
      list.sort((a, b) => a - b);
      const q = (f: number) => list[Math.min(list.length - 1, Math.floor(f * list.length))]!;
      console.log(`  ${key.padEnd(40)} n=${String(list.length).padStart(6)}  p50 ${q(0.5).toFixed(1)} ms  p99 ${q(0.99).toFixed(1)} ms`);
    }
  }

  dropOnFailure = undefined;
  if (process.env.BENCH_KEEP !== '1') await target.drop();
  else console.log(`Kept ${target.url ?? target.dataDir}`);
  const misses = rows.filter((r) => !r.ok).map((r) => r.name);
  if (!memoryOk) misses.push('server memory at rest after the first backup');
  if (misses.length) {
    console.log(`\n${misses.length} budget(s) missed: ${misses.join('; ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

main().catch(async (err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  await dropOnFailure?.().catch(() => {});
  process.exit(1);
});
