import { describe, expect, it } from 'vitest';
import { FetchRefused, isPrivateAddress, safeGet } from './safe-fetch.ts';

describe('the addresses connectors may not reach', () => {
  it.each([
    ['0.0.0.0', 'this network'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.16.0.1', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.10', 'documentation (TEST-NET-1)'],
    ['198.51.100.7', 'documentation (TEST-NET-2)'],
    ['203.0.113.99', 'documentation (TEST-NET-3)'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['::ffff:0:a00:1', 'IPv4-translated'],
    ['64:ff9b::7f00:1', 'NAT64 (64:ff9b::/96)'],
    ['64:ff9b::8.8.8.8', 'NAT64 of a public address'],
    ['64:ff9b:1::a00:1', 'local-use NAT64 (64:ff9b:1::/48)'],
    ['2002:7f00:1::1', '6to4 (2002::/16)'],
    ['2002:808:808::1', '6to4 of a public address'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fec0::1', 'site-local (deprecated)'],
    ['ff02::1', 'multicast'],
    ['not an address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '192.0.3.1',
    '203.0.114.1',
    '::ffff:8.8.8.8',
    '2606:4700::1111',
  ])('allows the public address %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it.each(['http://192.0.2.1/', 'http://[64:ff9b::a00:1]/', 'https://[2002:a00:1::1]/'])(
    'refuses to fetch %s before connecting',
    async (url) => {
      await expect(safeGet(url, { allowHosts: [] })).rejects.toThrow(FetchRefused);
    },
  );
});
