import { parseArgs } from 'node:util';
import { WEBHOOK_FAULTS, type WebhookFault } from './payments-faults.js';
import { startPaymentsSimulator, type PaymentsSimulator } from './payments-simulator.js';

export const PAYMENTS_SIM_USAGE = `parasol payments-sim [options]

  A loopback Stripe: the part of Stripe's API the Stripe adapter calls, a hosted card page
  (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
  insufficient funds) and signed webhooks (docs/checkout.md).

  --port P               port (default 12111); PARASOL_STRIPE_API_BASE=http://127.0.0.1:P
  --api-key KEY          the only secret key accepted (default: any sk_test_… key)
  --webhook-url URL      where events are POSTed, e.g. http://127.0.0.1:8080/payments/stripe/webhook
  --webhook-secret S     the signing secret (PARASOL_STRIPE_WEBHOOK_SECRET; default whsec_payments_sim)
  --webhook FAULT        prompt (default), late, duplicated or never
  --webhook-delay MS     with --webhook late: how long each event is held (default 5000)
  --error-rate R         share of API requests answered HTTP 500, 0..1 (default 0)
  --timeout-rate R       share of API requests never answered, 0..1 (default 0)
  --seed N               seed of the fault draws (default 1)
`;

/** `parasol payments-sim`: starts the simulator, prints the environment to point Parasol at it, and keeps running. */
export async function runPaymentsSimCommand(argv: string[], out: NodeJS.WritableStream = process.stdout): Promise<PaymentsSimulator> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '12111' },
      'api-key': { type: 'string' },
      'webhook-url': { type: 'string' },
      'webhook-secret': { type: 'string', default: 'whsec_payments_sim' },
      webhook: { type: 'string', default: 'prompt' },
      'webhook-delay': { type: 'string', default: '5000' },
      'error-rate': { type: 'string', default: '0' },
      'timeout-rate': { type: 'string', default: '0' },
      seed: { type: 'string', default: '1' },
    },
  });
  const webhook = values.webhook as WebhookFault;
  if (!WEBHOOK_FAULTS.includes(webhook)) throw new Error(`--webhook must be one of ${WEBHOOK_FAULTS.join(', ')}\n\n${PAYMENTS_SIM_USAGE}`);
  const apiErrorRate = share(values['error-rate'], 'error-rate');
  const apiTimeoutRate = share(values['timeout-rate'], 'timeout-rate');
  if (apiErrorRate + apiTimeoutRate > 1) throw new Error(`the two rates add up to more than 1\n\n${PAYMENTS_SIM_USAGE}`);
  const simulator = await startPaymentsSimulator({
    port: whole(values.port, 'port', 0, 65_535),
    ...(values['api-key'] === undefined ? {} : { apiKey: values['api-key'] }),
    ...(values['webhook-url'] === undefined ? {} : { webhookUrl: values['webhook-url'] }),
    webhookSecret: values['webhook-secret'],
    webhook,
    webhookDelayMs: webhook === 'late' ? whole(values['webhook-delay'], 'webhook-delay', 1, 3_600_000) : 0,
    apiErrorRate,
    apiTimeoutRate,
    seed: whole(values.seed, 'seed', 0, 2 ** 31 - 1),
  });
  out.write(`payments-sim (a simulated Stripe) listening on ${simulator.url}\n`);
  out.write(`webhooks: ${values['webhook-url'] ?? 'none (no --webhook-url)'}${webhook === 'prompt' ? '' : `, ${webhook}`}\n\n`);
  out.write(`Point Parasol at it:\n  PARASOL_STRIPE_SECRET_KEY=${values['api-key'] ?? 'sk_test_payments_sim'}\n  PARASOL_STRIPE_WEBHOOK_SECRET=${values['webhook-secret']}\n  PARASOL_STRIPE_API_BASE=${simulator.url}\n\nCtrl-C stops it.\n`);
  return simulator;
}

const whole = (text: string, flag: string, min: number, max: number): number => {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`--${flag} must be a whole number from ${min} to ${max}\n\n${PAYMENTS_SIM_USAGE}`);
  return value;
};

const share = (text: string, flag: string): number => {
  const value = Number(text);
  if (!/^(0|1|0?\.\d+|1\.0*)$/.test(text) || value > 1) throw new Error(`--${flag} must be a number from 0 to 1\n\n${PAYMENTS_SIM_USAGE}`);
  return value;
};
