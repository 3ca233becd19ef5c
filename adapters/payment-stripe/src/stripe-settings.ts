/** The environment of the Stripe adapter (docs/checkout.md, "Configuration"). */
export const STRIPE_ENV = {
  secretKey: 'PARASOL_STRIPE_SECRET_KEY',
  webhookSecret: 'PARASOL_STRIPE_WEBHOOK_SECRET',
  apiBase: 'PARASOL_STRIPE_API_BASE',
} as const;

export interface StripeSettings {
  readonly secretKey: string;
  /** The endpoint's signing secret (`whsec_…`): webhooks signed with anything else are refused. */
  readonly webhookSecret: string;
  /** Another API than api.stripe.com (payments-sim: `http://127.0.0.1:12111`); absent, Stripe's own. */
  readonly apiBase?: string;
  /** Per-request timeout in ms (default 10 000). */
  readonly timeoutMs?: number;
  /** The SDK's own retries of a failed connection or 5xx, sent again with the same idempotency key (default 2). */
  readonly maxNetworkRetries?: number;
}

/**
 * The settings PARASOL_STRIPE_SECRET_KEY asks for, or undefined when it is unset (no payment
 * provider). A half configuration stops start-up with a message naming the missing variable,
 * never a value.
 */
export function stripeSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): StripeSettings | undefined {
  const secretKey = env[STRIPE_ENV.secretKey];
  if (!secretKey) return undefined;
  const webhookSecret = env[STRIPE_ENV.webhookSecret];
  if (!webhookSecret) throw new Error(`${STRIPE_ENV.secretKey} is set, so ${STRIPE_ENV.webhookSecret} must be too (the webhook endpoint's signing secret)`);
  const apiBase = env[STRIPE_ENV.apiBase];
  if (apiBase) readApiBase(apiBase);
  return { secretKey, webhookSecret, ...(apiBase ? { apiBase } : {}) };
}

/** The SDK's host, port and protocol options for an API base URL. */
export function readApiBase(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new Error(`${STRIPE_ENV.apiBase} must be a URL such as http://127.0.0.1:12111`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${STRIPE_ENV.apiBase} must be an http or https URL`);
  if (url.pathname !== '/' || url.search !== '') throw new Error(`${STRIPE_ENV.apiBase} names a host and port only (the SDK adds /v1/)`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port), protocol };
}
