import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentHarness, ReceivedWebhook, TestCard } from '@parasol/port-contracts';
import { startPaymentsSimulator, type PaymentsSimulatorOptions, type PaymentsSimulator } from '@parasol/sims';
import { StripePaymentProvider, type StripeSettings } from '../src/index.js';

export const CARD_NUMBERS: Readonly<Record<TestCard, string>> = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient_funds: '4000 0000 0000 9995',
};

export const SECRET_KEY = 'sk_test_parasol_adapter';
export const WEBHOOK_SECRET = 'whsec_parasol_adapter';

/** Types a card on the simulator's hosted page, as a browser posts the form; the answer unread beyond its status and location. */
export async function payOnPage(payUrl: string, card: TestCard | string): Promise<{ status: number; location: string | null; html: string }> {
  const cardnumber = card in CARD_NUMBERS ? CARD_NUMBERS[card as TestCard] : card;
  const answer = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardnumber, exp: '12 / 34', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  return { status: answer.status, location: answer.headers.get('location'), html: await answer.text() };
}

export interface SimulatedStripe extends PaymentHarness {
  readonly simulator: PaymentsSimulator;
  readonly received: ReceivedWebhook[];
}

/**
 * The real Stripe adapter against payments-sim on 127.0.0.1, with a loopback endpoint that
 * receives the simulator's webhooks (the raw body and Stripe-Signature, as Parasol's route will).
 */
export async function simulatedStripe(options: PaymentsSimulatorOptions = {}, settings: Partial<StripeSettings> = {}): Promise<SimulatedStripe> {
  const received: ReceivedWebhook[] = [];
  const endpoint = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const signature = incoming.headers['stripe-signature'];
      received.push({ rawBody: Buffer.concat(chunks).toString('utf8'), signature: typeof signature === 'string' ? signature : undefined });
      outgoing.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/payments/stripe/webhook`;
  const simulator = await startPaymentsSimulator({ apiKey: SECRET_KEY, webhookUrl, webhookSecret: WEBHOOK_SECRET, ...options });
  const provider = new StripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: simulator.url, maxNetworkRetries: 0, ...settings });
  return {
    provider,
    simulator,
    received,
    pay: async (payUrl, card) => {
      await payOnPage(payUrl, card);
    },
    webhooks: async () => {
      await simulator.webhooksSettled();
      return [...received];
    },
    close: async () => {
      await simulator.close();
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    },
  };
}
