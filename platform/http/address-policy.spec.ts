import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { addressAllowed, type AddressPolicy } from './address-policy';
import { outboundPolicy } from './guarded-fetch';

const strict: AddressPolicy = { allowPrivate: false, allowCidrs: [] };

describe('addressAllowed', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    'fd00::1',
    'fe80::1',
    '0.0.0.0',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '100.64.0.1',
    '255.255.255.255',
    '224.0.0.1',
    'ff02::1',
    '240.0.0.1',
    '192.0.2.1',
    '2002:7f00:1::1', // 6to4
    '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
    '64:ff9b::7f00:1', // NAT64
    '::7f00:1', // IPv4-compatible, outside 2000::/3
    'not-an-ip',
    '',
  ])('refuses %s by default', (ip) => {
    expect(addressAllowed(ip, strict)).toBe(false);
  });

  it.each(['93.184.216.34', '2606:2800:220:1::1', '8.8.8.8', '::ffff:93.184.216.34'])('allows public unicast %s', (ip) => {
    expect(addressAllowed(ip, strict)).toBe(true);
  });

  it('lifts refusals inside allowCidrs only', () => {
    const loopback: AddressPolicy = { allowPrivate: false, allowCidrs: ['127.0.0.1/32', '::1/128', '10.0.0.0/8'] };
    expect(addressAllowed('127.0.0.1', loopback)).toBe(true);
    expect(addressAllowed('::1', loopback)).toBe(true);
    expect(addressAllowed('::ffff:127.0.0.1', loopback)).toBe(true);
    expect(addressAllowed('10.200.0.1', loopback)).toBe(true);
    expect(addressAllowed('127.0.0.2', loopback)).toBe(false);
    expect(addressAllowed('169.254.169.254', loopback)).toBe(false);
    expect(addressAllowed('fd00::1', loopback)).toBe(false);
    expect(addressAllowed('93.184.216.34', loopback)).toBe(true);
  });

  it('allows every address with allowPrivate', () => {
    const open: AddressPolicy = { allowPrivate: true, allowCidrs: [] };
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '169.254.169.254', 'fd00::1', '93.184.216.34']) {
      expect(addressAllowed(ip, open)).toBe(true);
    }
    expect(addressAllowed('not-an-ip', open)).toBe(false);
  });

  it('throws on a malformed allowCidrs entry', () => {
    expect(() => addressAllowed('127.0.0.1', { allowPrivate: false, allowCidrs: ['127.0.0.1'] })).toThrow(/not a CIDR/);
  });
});

describe('outboundPolicy', () => {
  it('is strict by default', () => {
    expect(outboundPolicy(parseConfig({}))).toEqual({
      allowHttp: false,
      allowPrivate: false,
      allowCidrs: [],
      timeoutMs: 10_000,
      maxBodyBytes: 65_536,
    });
  });

  it('reads OUTBOUND_* and refuses a malformed CIDR', () => {
    const env = {
      OUTBOUND_ALLOW_HTTP: 'true',
      OUTBOUND_ALLOW_PRIVATE: '0',
      OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32, ::1/128',
      OUTBOUND_TIMEOUT_MS: '2500',
      OUTBOUND_MAX_BODY_BYTES: '1024',
    };
    expect(outboundPolicy(parseConfig(env))).toEqual({
      allowHttp: true,
      allowPrivate: false,
      allowCidrs: ['127.0.0.1/32', '::1/128'],
      timeoutMs: 2500,
      maxBodyBytes: 1024,
    });
    expect(() => parseConfig({ OUTBOUND_ALLOW_CIDRS: 'localhost' })).toThrow(/OUTBOUND_ALLOW_CIDRS/);
  });
});
