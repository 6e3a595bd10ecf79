import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkEndpointUrl,
  isPublicAddress,
  outboundFetch,
  outboundRefusalOf,
} from './outbound-url';

let server: Server;
let port: number;
let hits = 0;
beforeAll(async () => {
  server = createServer((_req, res) => {
    hits += 1;
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2001:4860:4860::8888', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['224.0.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::', false],
    ['not an ip', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('checkEndpointUrl', () => {
  const prod = (host: string, addresses: string[]) =>
    checkEndpointUrl(`https://${host}/api`, {
      mode: 'production',
      knownHosts: ['apis.fedex.com'],
      resolve: async () => addresses,
    });

  it('production: https to a known host, or a name with only public addresses', async () => {
    expect(await prod('apis.fedex.com', ['10.0.0.1'])).toBeNull(); // known: no lookup
    expect(await prod('pac.example.com', ['93.184.216.34'])).toBeNull();
    expect(await prod('pac.example.com', ['93.184.216.34', '10.0.0.5'])).toBe('private');
    expect(await prod('intranet.example.com', ['169.254.169.254'])).toBe('private');
    expect(await prod('[::1]', [])).toBe('private');
    expect(await prod('127.0.0.1', [])).toBe('private');
    expect(await prod('2130706433', [])).toBe('private'); // 127.0.0.1 spelled as a number
    expect(
      await checkEndpointUrl('https://nowhere.example', {
        mode: 'production',
        resolve: () => Promise.reject(new Error('ENOTFOUND')),
      }),
    ).toBe('unresolvable');
    expect(await checkEndpointUrl('http://apis.fedex.com', { mode: 'production' })).toBe('https');
    expect(await checkEndpointUrl('https://u:p@apis.fedex.com', { mode: 'production' })).toBe(
      'credentials',
    );
    expect(await checkEndpointUrl('file:///etc/passwd', { mode: 'production' })).toBe('scheme');
    expect(await checkEndpointUrl('no es url', { mode: 'production' })).toBe('invalid');
  });

  it('demo: any http(s) URL, so the in-product mocks on loopback keep working', async () => {
    expect(await checkEndpointUrl('http://localhost:3000/__mocks/fedex', { mode: 'demo' })).toBe(
      null,
    );
    expect(await checkEndpointUrl('gopher://localhost', { mode: 'demo' })).toBe('scheme');
  });
});

describe('outboundFetch', () => {
  it('production refuses loopback by literal, by name (DNS) and over plain http; nothing is sent', async () => {
    const send = outboundFetch('production');
    const before = hits;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `https://127.0.0.1:${port}/`,
      `https://[::1]:${port}/`,
      `https://[::ffff:127.0.0.1]:${port}/`,
      `https://localhost:${port}/`,
    ]) {
      const error = await send(url, { method: 'POST', body: 'secret' }).catch((e: unknown) => e);
      expect(outboundRefusalOf(error), url).toMatch(/^(https|private)$/);
      expect((error as { cause?: { code?: string } }).cause?.code).toBe('ERR_OUTBOUND_BLOCKED');
    }
    expect(hits).toBe(before);
  });

  it('demo mode reaches the loopback server', async () => {
    const res = await outboundFetch('demo')(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe('ok');
  });
});
