// The environment switches of server/config.ts that change how requests are answered.

import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seedSteps } from '../../server/db/seed';
import { nodeListener } from '../../server/listener';
import { loadStaticSite, type StaticSite } from '../../server/static';
import { createTestContext, type TestContext } from '../support/app';
import { writeMiniSite } from '../support/miniSite';
import { onWire } from '../support/siteServer';

describe('BACKUP_DIR', () => {
  it('is beside the data unless set: a backup holds all of it, and never lands in the checkout by default', () => {
    expect(loadConfig({}).backupDir).toBe(join('./data', 'backups'));
    expect(loadConfig({ DATA_DIR: '/srv/ecpa' }).backupDir).toBe('/srv/ecpa/backups');
    expect(loadConfig({ DATA_DIR: '/srv/ecpa', BACKUP_DIR: '/mnt/safe' }).backupDir).toBe('/mnt/safe');
  });
});

describe('FAST_PATH', () => {
  it('is on unless it is 0, and nothing but 0 or 1', () => {
    expect(loadConfig({}).fastPath).toBe(true);
    expect(loadConfig({ FAST_PATH: '' }).fastPath).toBe(true);
    expect(loadConfig({ FAST_PATH: '1' }).fastPath).toBe(true);
    expect(loadConfig({ FAST_PATH: '0' }).fastPath).toBe(false);
    expect(() => loadConfig({ FAST_PATH: 'off' })).toThrow(/FAST_PATH: must be 0 \(off\) or 1 \(on\)/);
  });

  describe('FAST_PATH=0 sends every request through Hono', () => {
    let ctx: TestContext;
    let dir: string;
    const servers: Server[] = [];
    /** How often the fast path asked the site for a reply; the Hono route asks through `serve`, not counted. */
    let fastAsks = 0;
    const start = async (env: Record<string, string>) => {
      const site = (await loadStaticSite(dir)) as StaticSite;
      const counted: StaticSite = {
        ...site,
        reply: (...args) => {
          fastAsks++;
          return site.reply(...args);
        },
      };
      const app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, fastPath: loadConfig(env).fastPath }, staticSite: counted });
      const server = createServer(nodeListener(app));
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await new Promise((r) => setTimeout(r, 20));
      return { app, port: (server.address() as AddressInfo).port };
    };
    beforeAll(async () => {
      dir = await writeMiniSite('eca-config-');
      ctx = await createTestContext({ seedSteps });
    });
    afterAll(async () => {
      for (const s of servers) await new Promise((r) => s.close(r));
      await ctx.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('the fast path answers the site itself when on, and is never asked when FAST_PATH=0', async () => {
      const fast = await start({ FAST_PATH: '1' });
      expect(fast.app.fastReply).toBeDefined();
      fastAsks = 0;
      expect((await onWire(fast.port, 'GET', '/about')).status).toBe(200);
      expect((await fast.app.request('/about')).status).toBe(200);
      expect(fastAsks).toBe(2);

      const plain = await start({ FAST_PATH: '0' });
      expect(plain.app.fastReply).toBeUndefined();
      fastAsks = 0;
      for (const path of ['/', '/about', '/assets/index-abc123.js', '/api/events', '/api/events']) {
        expect((await onWire(plain.port, 'GET', path)).status).toBe(200);
        expect((await plain.app.request(path)).status).toBe(200);
      }
      expect(fastAsks).toBe(0);
      // Every one of them was logged by Hono's request middleware, the kept API answers included.
      expect(ctx.logs.filter((l) => l.includes('"path":"/api/events"')).length).toBeGreaterThanOrEqual(4);
    });
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
