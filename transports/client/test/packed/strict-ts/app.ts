// A partner's TypeScript, compiled with strict settings against the packed types (see ../README.md).
import { readFileSync } from 'node:fs';
import { ParasolHttpClient, verifyWebhook, WebhookVerificationError, type QuoteRequest, type TypedWebhookEvent } from '@parasol/client';

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};

const client = new ParasolHttpClient({ baseUrl: env('PARASOL_URL'), keyId: env('PARASOL_KEY_ID'), secret: env('PARASOL_SECRET') });
/** The test's own inputs: a quote request, and a webhook delivery signed as Parasol signs one. */
interface Inputs {
  readonly quote: QuoteRequest;
  readonly delivery: { readonly payload: string; readonly headers: Record<string, string>; readonly secret: string };
}
const inputs = JSON.parse(readFileSync(process.argv[2] ?? 'inputs.json', 'utf8')) as Inputs;
const request: QuoteRequest = inputs.quote;
const quote = await client.quote(request);
if (!quote.ok) throw new Error(`quote refused: ${quote.code}`);
const cheapest: number | undefined = quote.body.offers[0]?.id;

/** What a webhook receiver does with a delivery: verify it, then switch on its type. */
const receive = (payload: string, headers: Record<string, string>, secret: string): string => {
  let event: TypedWebhookEvent;
  try {
    event = verifyWebhook(payload, headers, secret);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return 'refused';
    throw error;
  }
  return `${event.type} ${event.id}`;
};

const delivery = inputs.delivery;
console.log(
  JSON.stringify({
    format: 'strict-ts',
    sessionId: quote.body.sessionId.length > 0,
    cheapest: typeof cheapest,
    genuine: receive(delivery.payload, delivery.headers, delivery.secret),
    tampered: receive(`${delivery.payload} `, delivery.headers, delivery.secret),
  }),
);
