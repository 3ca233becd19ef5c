import type { KeyMode } from '../contract/api-key.js';
import type { Failure } from '../shared/result.js';

const MAX_URL_LENGTH = 2048;

/**
 * Whether a host, as the URL parser normalised it, names this machine or a private network: the
 * loopback and private IPv4 and IPv6 ranges, the unspecified and link-local addresses, IPv4
 * mapped into IPv6, and `localhost` with its subdomains. Only the literal host is judged here: a
 * name that resolves to such an address is refused at delivery, where the address is resolved
 * and checked before connecting (the dispatcher's SSRF guard).
 */
export const isLoopbackOrPrivateHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) return isPrivateIpv6(host.slice(1, -1));
  const v4 = ipv4Of(host);
  return v4 !== undefined && isPrivateIpv4(v4);
};

/** The four bytes of a dotted IPv4 address (the WHATWG parser already turned 127.1 and 0x7f.1 into it), else undefined. */
const ipv4Of = (host: string): number[] | undefined => {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.map(Number);
};

const isPrivateIpv4 = ([a, b]: number[]): boolean =>
  a === 0 || // "this network", 0.0.0.0 reaches the local host
  a === 10 ||
  a === 127 ||
  (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
  (a === 169 && b === 254) || // link-local (cloud metadata services live here)
  (a === 172 && b! >= 16 && b! <= 31) ||
  (a === 192 && b === 168) ||
  a! >= 224; // multicast and reserved

const isPrivateIpv6 = (address: string): boolean => {
  if (address === '::' || address === '::1') return true;
  // IPv4-mapped (::ffff:a.b.c.d or, as the parser prints it, ::ffff:7f00:1): judge the IPv4 address.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mapped) {
    const hi = parseInt(mapped[1]!, 16);
    const lo = parseInt(mapped[2]!, 16);
    return isPrivateIpv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  }
  const first = parseInt(address.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00; // unique local, link-local, multicast
};

/** What the URL rules allow in a mode. */
export interface WebhookUrlPolicy {
  readonly mode: KeyMode;
  /** Sandbox only: loopback and private hosts allowed (PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1). */
  readonly allowLoopback: boolean;
}

const refusal = (detail: string): Failure => ({ code: 'BAD_WEBHOOK_URL', detail });

/**
 * The URL rules that hold in every mode, each refusal naming what to fix: an absolute http(s) URL
 * of at most 2048 characters, with no credentials or fragment. Judged with the body, before the caller.
 */
export const checkWebhookUrlShape = (text: string): Failure | undefined => {
  if (text.length > MAX_URL_LENGTH) return refusal(`url must be at most ${MAX_URL_LENGTH} characters`);
  const url = URL.parse(text);
  if (url === null) return refusal('url must be an absolute URL, such as https://example.com/webhooks/parasol');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refusal(`url must use https (or http for a sandbox endpoint), not ${url.protocol.slice(0, -1)}`);
  if (url.username !== '' || url.password !== '') return refusal('url must not carry credentials (user:password@): deliveries are signed, verify the signature instead');
  if (url.hash !== '') return refusal('url must not have a #fragment: it is never sent to your server');
  return undefined;
};

/**
 * The registration rules for a webhook URL in the caller's mode: its shape (checkWebhookUrlShape),
 * then https in live, and no loopback or private host in live, nor in sandbox unless the operator
 * allows it.
 */
export const checkWebhookUrl = (text: string, policy: WebhookUrlPolicy): Failure | undefined => {
  const shape = checkWebhookUrlShape(text);
  if (shape !== undefined) return shape;
  const url = new URL(text);
  if (policy.mode === 'live' && url.protocol !== 'https:') return refusal('url must use https for a live endpoint');
  if (isLoopbackOrPrivateHost(url.hostname)) {
    if (policy.mode === 'live') return refusal(`url must be on a public host for a live endpoint, not ${url.hostname} (loopback or private)`);
    if (!policy.allowLoopback) {
      return refusal(`url must be on a public host: ${url.hostname} is loopback or private, which this server allows for sandbox endpoints only when its operator sets PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1 (parasol webhooks listen relies on it)`);
    }
  }
  return undefined;
};
