import { describe, expect, it } from 'vitest';
import { addressClass, outboundUrlProblem, resolvedProblem } from './address-rule.ts';

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

describe('the outbound address rule (decision 405)', () => {
  it('classes every internal IPv4 range as not public', () => {
    const internal = [
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.5',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.255.255.254',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.254',
      '192.0.0.170',
      '192.168.1.1',
      '198.18.0.1',
      '198.19.255.254',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ];
    for (const address of internal) expect(addressClass(address), address).not.toBe('unicast');
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '198.20.0.1', '11.0.0.1'])
      expect(addressClass(address), address).toBe('unicast');
  });

  it('classes internal IPv6 ranges, and mapped, translated, NAT64 and 6to4 forms by the IPv4 address inside', () => {
    const internal = [
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'febf::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.5',
      '::ffff:0:7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
      '2002:c0a8:101::1',
      '::127.0.0.1',
      '2001:db8::1',
    ];
    for (const address of internal) expect(addressClass(address), address).not.toBe('unicast');
    expect(addressClass('::ffff:127.0.0.1')).toBe('mapped:loopback');
    for (const address of ['2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])
      expect(addressClass(address), address).toBe('unicast');
  });

  it('refuses the issue’s URLs, internal names and credentials; allows public https', () => {
    for (const url of [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/',
      'https://127.0.0.1:5432/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00::1]/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://localhost/',
      'https://app.localhost/',
      'https://LOCALHOST./',
      'https://metadata/',
      'https://printer.local/',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'http://images.example.com/a.png',
      'ftp://images.example.com/a.png',
      'https://user:pw@images.example.com/a.png',
    ])
      expect(outboundUrlProblem(url, strict), url).not.toBeNull();
    expect(outboundUrlProblem('https://images.example.com/a.png', strict)).toBeNull();
    expect(outboundUrlProblem('https://8.8.8.8/a.png', strict)).toBeNull();
  });

  it('with loopback allowed, takes URLs naming this machine (plain http too) and nothing else internal', () => {
    for (const url of ['http://127.0.0.1:9000/a.png', 'http://localhost:9000/', 'https://[::1]/', 'http://127.0.0.2/'])
      expect(outboundUrlProblem(url, dev), url).toBeNull();
    for (const url of [
      'http://[::ffff:127.0.0.1]:9000/latest/meta-data/',
      'https://[::ffff:127.0.0.1]/',
      'https://169.254.169.254/',
      'https://10.0.0.5/',
      'https://metadata.google.internal/',
      'http://images.example.com/a.png',
    ])
      expect(outboundUrlProblem(url, dev), url).not.toBeNull();
  });

  it('refuses a name when any address it resolves to is internal; loopback only for a loopback name when allowed', () => {
    expect(resolvedProblem('images.example.com', ['93.184.216.34'], strict)).toBeNull();
    expect(resolvedProblem('images.example.com', ['93.184.216.34', '10.0.0.5'], strict)).toContain('private');
    expect(resolvedProblem('rebind.example.com', ['127.0.0.1'], dev)).toContain('loopback');
    expect(resolvedProblem('localhost', ['127.0.0.1', '::1'], dev)).toBeNull();
    expect(resolvedProblem('localhost', ['127.0.0.1'], strict)).toContain('loopback');
    expect(resolvedProblem('localhost', ['::ffff:127.0.0.1'], dev)).toContain('mapped');
    expect(resolvedProblem('nowhere.example.com', [], strict)).toContain('no address');
  });
});
