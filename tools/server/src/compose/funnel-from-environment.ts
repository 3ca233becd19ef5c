import type { Logger, QuoteFunnel, SubscriptionStore } from '@parasol/core';
import { HttpQuoteFunnel, type HttpQuoteFunnelOptions } from '@parasol/funnel-http';

/** Environment of an external funnel (docs/funnel-protocol.md); unset, the embedded funnel is used. */
export const FUNNEL_ENV = {
  apiUrl: 'PARASOL_FUNNEL_API_URL',
  token: 'PARASOL_FUNNEL_TOKEN',
  travellerUrl: 'PARASOL_FUNNEL_TRAVELLER_URL',
  timeoutMs: 'PARASOL_FUNNEL_TIMEOUT_MS',
} as const;

/**
 * The external funnel when PARASOL_FUNNEL_API_URL names one, else undefined (the embedded funnel).
 * A half configuration stops start-up with a message naming the missing variable, never its value.
 */
export function funnelFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
  adapter: { readonly logger?: Logger; readonly observe?: HttpQuoteFunnelOptions['observe'] } = {},
): ((subscriptions: SubscriptionStore) => QuoteFunnel) | undefined {
  const apiBaseUrl = env[FUNNEL_ENV.apiUrl];
  if (!apiBaseUrl) return undefined;
  const token = env[FUNNEL_ENV.token];
  if (!token) throw new Error(`${FUNNEL_ENV.apiUrl} is set, so ${FUNNEL_ENV.token} must be too (the funnel API's bearer token)`);
  const travellerBaseUrl = env[FUNNEL_ENV.travellerUrl] ?? env['PARASOL_FUNNEL_URL'];
  if (!travellerBaseUrl) throw new Error(`${FUNNEL_ENV.apiUrl} is set, so ${FUNNEL_ENV.travellerUrl} must name the funnel's public pages`);
  const timeout = env[FUNNEL_ENV.timeoutMs];
  const funnel = new HttpQuoteFunnel({ apiBaseUrl, travellerBaseUrl, token, ...(timeout ? { timeoutMs: Number(timeout) } : {}), ...adapter });
  return () => funnel;
}
