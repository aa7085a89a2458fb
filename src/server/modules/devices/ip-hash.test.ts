import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashIp, unmapIpv4 } from './ip-hash';

const SECRET = 'a'.repeat(32);
const OTHER_SECRET = 'b'.repeat(32);

describe('hashIp', () => {
  it('is stable: a stored hash keeps matching after a restart or an upgrade', () => {
    expect(hashIp('203.0.113.7', SECRET)).toBe('Rnmf1KSJ-3iojWNqhj5hKe-0CJT6HwnBT1MzHXM_xPs');
    expect(hashIp('203.0.113.7', SECRET)).toBe(hashIp('203.0.113.7', SECRET));
  });

  it('is base64url of 32 bytes and does not contain the address', () => {
    const hash = hashIp('203.0.113.7', SECRET);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('203');
  });

  it('depends on the secret and on the address', () => {
    expect(hashIp('203.0.113.7', OTHER_SECRET)).not.toBe(hashIp('203.0.113.7', SECRET));
    expect(hashIp('203.0.113.8', SECRET)).not.toBe(hashIp('203.0.113.7', SECRET));
    expect(hashIp('2001:db8::1', SECRET)).not.toBe(hashIp('2001:db8::2', SECRET));
  });

  it('uses a key derived for this purpose, not the secret itself', () => {
    const withBareSecret = createHmac('sha256', SECRET).update('203.0.113.7').digest('base64url');
    expect(hashIp('203.0.113.7', SECRET)).not.toBe(withBareSecret);
  });

  it('gives one hash per client whichever way its address is written', () => {
    const plain = hashIp('203.0.113.7', SECRET);
    expect(hashIp('::ffff:203.0.113.7', SECRET)).toBe(plain);
    expect(hashIp(' 203.0.113.7 ', SECRET)).toBe(plain);
    expect(hashIp('2001:DB8::1', SECRET)).toBe(hashIp('2001:db8::1', SECRET));
  });
});

describe('unmapIpv4', () => {
  it('unwraps IPv4-mapped IPv6 addresses and leaves others as they are', () => {
    expect(unmapIpv4('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(unmapIpv4('::FFFF:8.8.8.8')).toBe('8.8.8.8');
    expect(unmapIpv4('8.8.8.8')).toBe('8.8.8.8');
    expect(unmapIpv4('::1')).toBe('::1');
    expect(unmapIpv4('2001:DB8::1')).toBe('2001:db8::1');
    expect(unmapIpv4('::ffff:7f00:1')).toBe('::ffff:7f00:1');
  });
});
