import type { Agent } from 'node:http';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { KeyMode } from '@parasol/core';

/** Loopback only, when the operator allows it for sandbox endpoints: never the rest of the private ranges. */
const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/**
 * Connections kept open between deliveries (issue 31): an endpoint receiving a thousand events a
 * second would otherwise cost a TCP (and TLS) handshake each. The check stays whole: an address is
 * judged when its socket connects, and a kept socket stays connected to the address judged. Node
 * drops an idle socket a second before the receiver's `Keep-Alive: timeout` says it will; a
 * receiver that closes one without saying so costs one resend on a fresh socket (the sender).
 */
const KEEP_ALIVE = { keepAlive: true } as const;

export interface GuardSettings {
  /** PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1: sandbox endpoints may be on 127.0.0.0/8 or ::1 (tests, local development). */
  readonly allowSandboxLoopback: boolean;
}

/**
 * Where a delivery may go (the SSRF guard): https only in live; never a private, loopback,
 * link-local or reserved address (request-filtering-agent resolves the host and checks every
 * address before the socket connects to it, so a name that resolves to 127.0.0.1 or rebinds
 * between a check and the connect is refused the same way). Sandbox endpoints may use http, and
 * loopback when the operator allows it.
 */
export class DestinationGuard {
  private readonly agents: Record<KeyMode, { http: Agent; https: Agent }>;

  constructor(private readonly settings: GuardSettings) {
    const strict = { http: new RequestFilteringHttpAgent(KEEP_ALIVE), https: new RequestFilteringHttpsAgent(KEEP_ALIVE) };
    const sandbox = settings.allowSandboxLoopback
      ? { http: new RequestFilteringHttpAgent({ ...KEEP_ALIVE, allowIPAddressList: LOOPBACK }), https: new RequestFilteringHttpsAgent({ ...KEEP_ALIVE, allowIPAddressList: LOOPBACK }) }
      : strict;
    this.agents = { live: strict, sandbox };
  }

  /** The agent to send through, or why the URL is refused before anything is sent. */
  agentFor(url: URL, mode: KeyMode): { agent: Agent } | { refused: string } {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refused: `ssrf refused: ${url.protocol} is not http(s)` };
    if (mode === 'live' && url.protocol !== 'https:') return { refused: 'ssrf refused: live endpoints must use https' };
    if (url.username !== '' || url.password !== '') return { refused: 'ssrf refused: credentials in the URL' };
    const agents = this.agents[mode];
    return { agent: url.protocol === 'https:' ? agents.https : agents.http };
  }
}
