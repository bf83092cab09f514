// The environment switches of server/platform/config.ts that change how requests are answered.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/local.mjs';
import { outbox } from '../../server/db/schema';
import { defaultWarnings, loadConfig } from '../../server/platform/config';
import { accountSession, approvedMember, call, createTestContext, makeUser, type TestContext } from '../support/app';
import { qrTextFromPdf } from '../support/qr';

describe('BACKUP_DIR', () => {
  it('is beside the data unless set: a backup holds all of it, and never lands in the checkout by default', () => {
    expect(loadConfig({}).backupDir).toBe(join('./data', 'backups'));
    expect(loadConfig({ DATA_DIR: '/srv/ecpa' }).backupDir).toBe('/srv/ecpa/backups');
    expect(loadConfig({ DATA_DIR: '/srv/ecpa', BACKUP_DIR: '/mnt/safe' }).backupDir).toBe('/mnt/safe');
  });
});

describe('SCHEDULER_INTERVAL_SECONDS and TEST_NOW', () => {
  it('the timed jobs are looked at every 300 s unless told otherwise', () => {
    expect(loadConfig({}).schedulerIntervalMs).toBe(300_000);
    expect(loadConfig({ SCHEDULER_INTERVAL_SECONDS: '60' }).schedulerIntervalMs).toBe(60_000);
    expect(() => loadConfig({ SCHEDULER_INTERVAL_SECONDS: 'often' })).toThrow(/SCHEDULER_INTERVAL_SECONDS: must be a whole number/);
  });

  it('TEST_NOW moves the clock in tests only, and is refused anywhere else', () => {
    expect(loadConfig({}).testNow).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', TEST_NOW: '2027-10-25T09:00:00Z' }).testNow?.toISOString()).toBe('2027-10-25T09:00:00.000Z');
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_NOW: '2027-10-25T09:00:00Z' })).toThrow(
      /TEST_NOW: only allowed when NODE_ENV=test/,
    );
    expect(() => loadConfig({ TEST_NOW: '2027-10-25T09:00:00Z' })).toThrow(/TEST_NOW/);
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_NOW: 'next month' })).toThrow(/TEST_NOW: must be an ISO timestamp/);
  });
});

describe('PUBLIC_URL, NOTIFY_EMAIL and MAIL_FROM', () => {
  const PRODUCTION_SET = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://cassava.org.et/',
    NOTIFY_EMAIL: 'office@cassava.org.et',
    MAIL_FROM: 'Ethiopian Cassava Association <no-reply@cassava.org.et>',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  };

  it('unset, the links follow the port the server listens on, and the mail addresses are examples on example.org', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3001');
    expect(loadConfig({ PORT: '4901' }).publicUrl).toBe('http://localhost:4901');
    expect(loadConfig({ PORT: '4901', PUBLIC_URL: 'https://cassava.org.et/' }).publicUrl).toBe('https://cassava.org.et');
    const unset = loadConfig({});
    expect(unset.notifyEmail).toBe('office@example.org');
    expect(unset.mailFrom).toMatch(/<no-reply@example\.org>$/);
    expect(unset.defaulted).toEqual(['PUBLIC_URL', 'NOTIFY_EMAIL', 'MAIL_FROM', 'SMTP_URL']);
    expect(loadConfig({ NOTIFY_EMAIL: 'office@cassava.org.et' }).defaulted).toEqual(['PUBLIC_URL', 'MAIL_FROM', 'SMTP_URL']);
  });

  it('NODE_ENV=production starts without them, with one warning per setting left at its default, naming what to set', () => {
    const bare = loadConfig({ NODE_ENV: 'production', PORT: '4901' });
    expect(bare.publicUrl).toBe('http://localhost:4901');
    const warnings = defaultWarnings(bare);
    expect(warnings.map((w) => w.setting)).toEqual(['PUBLIC_URL', 'NOTIFY_EMAIL', 'MAIL_FROM', 'SMTP_URL']);
    expect(warnings[0]).toMatchObject({
      standsIn: 'http://localhost:4901',
      setItTo: expect.stringMatching(/^the site's public address, e\.g\. https:\/\//),
    });
    expect(warnings[1]).toMatchObject({ standsIn: 'office@example.org', setItTo: expect.stringMatching(/^where staff notices go/) });
    expect(warnings[2]).toMatchObject({
      standsIn: expect.stringMatching(/@example\.org>$/),
      setItTo: expect.stringMatching(/^the sender of every mail/),
    });
    expect(warnings[3]).toMatchObject({
      standsIn: expect.stringMatching(/written to the log/),
      setItTo: expect.stringMatching(/^the mail server/),
    });
    for (const name of ['PUBLIC_URL', 'NOTIFY_EMAIL', 'MAIL_FROM', 'SMTP_URL'] as const) {
      const { [name]: _, ...missing } = PRODUCTION_SET;
      expect(defaultWarnings(loadConfig(missing)).map((w) => w.setting)).toEqual([name]);
    }
    const set = loadConfig(PRODUCTION_SET);
    expect(set).toMatchObject({ publicUrl: 'https://cassava.org.et', notifyEmail: 'office@cassava.org.et', defaulted: [] });
    expect(defaultWarnings(set)).toEqual([]);
  });

  describe('PORT=4901 without PUBLIC_URL', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ env: { PORT: '4901' } });
    });
    afterAll(() => ctx.close());

    it('every mailed link and the certificate QR code lead to :4901', async () => {
      const admin = await makeUser(ctx, 'admin');
      const email = 'port.follower@example.org';
      await approvedMember(ctx, admin.token, { email });
      expect((await call(ctx, 'POST', '/api/account/link', { email })).status).toBe(200);

      const mails = await ctx.database.db.select().from(outbox);
      const links = mails.flatMap((m) => m.text.match(/https?:\/\/[^\s)"<>]+/g) ?? []).filter((l) => !l.includes('cassava.org.et'));
      expect(links.some((l) => l.startsWith('http://localhost:4901/account#token='))).toBe(true);
      expect(links.some((l) => l.startsWith('http://localhost:4901/admin/applications'))).toBe(true);
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) expect(link).toMatch(/^http:\/\/localhost:4901\//);
      // Staff notices go to the example office, never to a real-looking address nobody set.
      expect(mails.some((m) => m.to === 'office@example.org')).toBe(true);

      const token = await accountSession(ctx, email);
      const res = await ctx.app.request('/api/account/certificate.pdf', { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(await qrTextFromPdf(new Uint8Array(await res.arrayBuffer()))).toMatch(/^http:\/\/localhost:4901\/verify\/[A-Za-z0-9_-]{32,}$/);
    });
  });

  describe('the real server process', () => {
    const dirs: string[] = [];
    afterAll(async () => {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });
    /** server/main.ts with `env` on top of a fresh data directory, its output collected. */
    const serve = async (env: Record<string, string>) => {
      const dir = await mkdtemp(join(tmpdir(), 'eca-settings-'));
      dirs.push(dir);
      const dataDir = join(dir, 'data');
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(dir, 'no-site'), LOG_LEVEL: 'info', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout!.on('data', (b) => {
        out += b;
      });
      child.stderr!.on('data', (b) => {
        out += b;
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { child, exited, dataDir, output: () => out };
    };

    /** The JSON lines the server has logged by the time it listens. */
    const untilListening = async (run: Awaited<ReturnType<typeof serve>>) => {
      const until = Date.now() + 60_000;
      while (!run.output().includes('"msg":"listening"')) {
        if (Date.now() > until || run.child.exitCode !== null) throw new Error(`the server did not start:\n${run.output()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return run
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l));
    };
    const stop = async (run: Awaited<ReturnType<typeof serve>>) => {
      run.child.kill('SIGTERM');
      await run.exited;
    };

    it('NODE_ENV=production without them starts, says where mail goes, and warns once for each setting at its default', async () => {
      const port = await freePort();
      const run = await serve({
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: '',
        NOTIFY_EMAIL: '',
        MAIL_FROM: '',
        SMTP_URL: '',
      });
      try {
        const lines = await untilListening(run);
        expect(lines.find((l) => l.msg === 'mail')).toMatchObject({
          delivery: expect.stringMatching(/no SMTP_URL, so each mail is written to this log instead/),
          from: expect.stringMatching(/@example\.org>$/),
          staffNotices: 'office@example.org',
          links: `http://localhost:${port}`,
        });
        const warnings = lines.filter((l) => l.level === 'warn' && / not set: a default stands in$/.test(l.msg));
        expect(warnings.map((l) => l.setting)).toEqual(['PUBLIC_URL', 'NOTIFY_EMAIL', 'MAIL_FROM', 'SMTP_URL']);
        expect(warnings[0]).toMatchObject({ msg: 'PUBLIC_URL not set: a default stands in', standsIn: `http://localhost:${port}` });
        expect(warnings[1]).toMatchObject({ standsIn: 'office@example.org', setItTo: expect.stringMatching(/staff notices/) });
        // The site answers.
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      } finally {
        await stop(run);
      }
    }, 90_000);

    it('NODE_ENV=production with them set starts without a warning about them', async () => {
      const port = await freePort();
      const run = await serve({ ...PRODUCTION_SET, PORT: String(port) });
      try {
        const lines = await untilListening(run);
        expect(lines.filter((l) => / not set: a default stands in$/.test(l.msg ?? ''))).toEqual([]);
        expect(lines.find((l) => l.msg === 'mail')).toMatchObject({
          links: 'https://cassava.org.et',
          staffNotices: 'office@cassava.org.et',
        });
      } finally {
        await stop(run);
      }
    }, 90_000);
  });
});
