// Clients over IPv6: the server listens on both protocols by default, and a limit counts an IPv6 client by its /64
// network (a phone picks new addresses inside its provider's /64 at will), an IPv4 client by its address.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer } from '../../server/listener';
import { loadConfig } from '../../server/platform/config';
import { clientNetwork } from '../../server/platform/middleware';
import { call, createTestContext, type TestContext } from '../support/app';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, unwraps an IPv4-mapped one, and gives an IPv6 address its /64', () => {
    expect(clientNetwork('196.188.12.7')).toBe('196.188.12.7');
    expect(clientNetwork('::ffff:196.188.12.7')).toBe('196.188.12.7');
    expect(clientNetwork('2001:db8:ab:cd:1111:2222:3333:4444')).toBe('2001:db8:ab:cd::/64');
    expect(clientNetwork('2001:0db8:00ab:00cd::1')).toBe('2001:db8:ab:cd::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('64:ff9b::196.188.12.7')).toBe('64:ff9b:0:0::/64');
    expect(clientNetwork('not:an:address::x')).toBe('not:an:address::x');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('limits over IPv6', () => {
  it('count every address of one /64 together, and another /64 apart', async () => {
    const verify = (ip: string) => call(ctx, 'GET', '/api/verify/AAAABBBBCCCCDDDDEEEEFFFFGGGGHHHH', undefined, { ip });
    // /api/verify allows 30 checks a minute per client.
    for (let i = 1; i <= 30; i++) expect((await verify(`2001:db8:ab:cd::${i.toString(16)}`)).status).toBe(404);
    expect((await verify('2001:db8:ab:cd:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await verify('2001:db8:ab:ce::1')).status).toBe(404);
  });
});

describe('the listening address', () => {
  it('is every address of the machine by default, so IPv6 and IPv4 clients both reach it', async () => {
    const config = loadConfig({});
    expect(config.host).toBeUndefined();
    const server = createNodeServer(ctx.app);
    server.listen(0, config.host);
    await once(server, 'listening');
    const { port, address } = server.address() as AddressInfo;
    try {
      expect(address).toBe('::');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect((await fetch(`http://[::1]:${port}/api/health`)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
