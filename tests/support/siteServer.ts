// The app of a test context with a small built site (tests/support/miniSite.ts) behind the production Node listener on
// a free port, and a plain HTTP request that reports what came back on the wire: for the tests of the headers and of
// the public answers, which must see exactly what a browser would.
import { rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { seedSteps } from '../../server/db/seed';
import { nodeListener } from '../../server/listener';
import { loadStaticSite } from '../../server/platform/static';
import { createTestContext, type TestContext } from './app';
import { writeMiniSite } from './miniSite';

export type SiteServer = { ctx: TestContext; app: ReturnType<typeof createApp>; port: number; close(): Promise<void> };

/**
 * A server for the seeded content and the small site. `ctx` shares the database (and clock and logs) of another test
 * context, which then stays the caller's to close.
 */
export async function startSiteServer(opts: { ctx?: TestContext } = {}): Promise<SiteServer> {
  const dir = await writeMiniSite('eca-site-');
  const ctx = opts.ctx ?? (await createTestContext({ seedSteps }));
  const app = createApp({ ...ctx.deps, staticSite: await loadStaticSite(dir) });
  const server = createServer(nodeListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ctx,
    app,
    port: (server.address() as AddressInfo).port,
    async close() {
      await new Promise((r) => server.close(r));
      if (!opts.ctx) await ctx.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An answer as it came on the wire: `names` are the header names in order, as sent (lower-cased). */
export type Wire = { status: number; names: string[]; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request on a fresh socket. */
export const onWire = (port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  new Promise<Wire>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          names: res.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase()),
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
