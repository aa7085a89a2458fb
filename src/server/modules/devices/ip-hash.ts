import { createHmac } from 'node:crypto';

/**
 * '::ffff:1.2.3.4' → '1.2.3.4': a dual-stack socket shows IPv4 clients in the mapped form, and
 * the same client should have the same hash and place whichever socket it came through.
 */
export function unmapIpv4(ip: string): string {
  const trimmed = ip.trim();
  return /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed)?.[1] ?? trimmed.toLowerCase();
}

/** A key of its own for this use of the server secret, so no other hash can be matched to it. */
function deviceIpKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('vetrina:device-ip').digest();
}

/**
 * Spec §3 ipHash: the device's address is stored only as this keyed hash (HMAC-SHA256,
 * base64url). It tells whether two visits came from the same address, and without the secret
 * the address cannot be recovered by hashing every possible IPv4 address.
 */
export function hashIp(ip: string, secret: string): string {
  return createHmac('sha256', deviceIpKey(secret)).update(unmapIpv4(ip)).digest('base64url');
}
