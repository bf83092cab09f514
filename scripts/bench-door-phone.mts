// The door on a slow phone: `npx tsx scripts/bench-door-phone.mts` (after `npm run build`). Seeds an event with 500
// confirmed tickets, starts the production server, opens /admin/check-in at 375 px in Chromium with the CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate) and a slow network (CDP Network.emulateNetworkConditions: 1.6 Mbps down,
// 750 kbps up, 150 ms latency), and prints how long until the 500-ticket list is saved on the phone, and the time from
// typing a code to the answer on screen, online and offline (median and slowest of the runs). Figures are printed, not
// checked.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { openPglite } from '../server/db/client';
import { events } from '../server/db/schema';
import { CHROMIUM_ARGS, chromiumPath, PHONE, signInContext } from '../tests/support/browser';
import { startServer } from '../tests/support/server';
import { insertTickets } from '../tests/support/tickets';

const TICKETS = 500;
const RUNS = 10;
const CPU_SLOWDOWN = 4;
const NETWORK = { latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (750 * 1000) / 8 };

const dataDir = await mkdtemp(join(tmpdir(), 'eca-door-phone-'));
const database = await openPglite(dataDir);
await database.migrate();
const [event] = await database.db
  .insert(events)
  .values({
    title: 'Annual assembly',
    description: 'The annual assembly.',
    date: '2030-05-01',
    time: '9:00 AM',
    location: 'ICT Park',
    capacity: TICKETS,
  })
  .returning({ id: events.id });
const tickets = await insertTickets(database.db, event!.id, TICKETS);
await database.close();

const server = await startServer({ dataDir, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${Math.round(x)} ms`;
try {
  const account = { firstName: 'Door', lastName: 'Bench', email: 'door@example.org', password: 'a-very-good-password-1' };
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/auth/register', { ...account, confirmPassword: account.password });
  const session = (await (await post('/api/auth/login', { email: account.email, password: account.password })).json()).data;

  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: 'Africa/Addis_Ababa' });
  await signInContext(context, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  const network = (offline: boolean) => cdp.send('Network.emulateNetworkConditions', { offline, ...NETWORK });
  await network(false);

  // Opening the screen: from the navigation to "Ticket list saved on this phone: 500 tickets".
  const opened = performance.now();
  await page.goto(`${server.url}/admin/check-in?event=${event!.id}`);
  await page.getByText(`Ticket list saved on this phone: ${TICKETS} tickets`).waitFor({ timeout: 120_000 });
  const listSaved = performance.now() - opened;

  /** Types a code and waits for the answer naming the ticket's holder. */
  const scan = async (i: number) => {
    const t = tickets[i]!;
    const started = performance.now();
    await page.getByLabel('Ticket code').fill(t.ticketCode!);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await page
      .getByTestId('door-answer')
      .filter({ hasText: `✓ ${t.firstName} ${t.lastName}` })
      .waitFor();
    return performance.now() - started;
  };
  const online: number[] = [];
  for (let i = 0; i < RUNS; i++) online.push(await scan(i));
  await network(true);
  const offline: number[] = [];
  for (let i = RUNS; i < 2 * RUNS; i++) offline.push(await scan(i));
  // Back online: the saved scans go out.
  await network(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.getByText(`${RUNS} saved scans sent`).waitFor({ timeout: 60_000 });

  console.log(`door on a phone (375 px, CPU ${CPU_SLOWDOWN}× slower, 1.6 Mbps down, 150 ms latency), ${TICKETS} tickets:`);
  console.log(`  opening /admin/check-in until the list is saved on the phone: ${ms(listSaved)}`);
  console.log(`  typed code → answer, online:  median ${ms(median(online))}, slowest ${ms(Math.max(...online))} (${RUNS} scans)`);
  console.log(`  typed code → answer, offline: median ${ms(median(offline))}, slowest ${ms(Math.max(...offline))} (${RUNS} scans)`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
