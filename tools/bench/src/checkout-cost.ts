import { request } from 'node:http';
import { startInsurerSimulator, startPaymentsSimulator, type InsurerSimulator, type PaymentsSimulator } from '@parasol/sims';
import { BenchFailure } from './bench-failure.js';
import { CHECKOUT_OFFER, CHECKOUT_STRIPE } from './checkout-plan.js';
import { formatSpread, spreadOf, type Spread } from './paired-stats.js';
import { LOAD_CPU, SERVER_CPU, startPinnedChild, type PinnedChild } from './pinned-child.js';
import { processCpuMs } from './server-cpu.js';
import { describeLoad, loadAverage, type LoadAround } from './load-average.js';

/**
 * The checkout scenario (issue 31): what a live purchase costs the server, step by step, on
 * memory stores and on the MongoDB-wire test server. The server (checkout-child.ts, on the server
 * core) runs live checkout with no fakes; payments-sim (playing Stripe: its hosted card page and
 * its signed webhooks) and the sample catalogue's four insurers (insurer-sim) run in this process,
 * on the load generator's core. Per round the child mints `perRound` live links, then every
 * traveller goes through the funnel one step at a time, all travellers' same step back to back:
 * the offer's details form, the details sent, the payment page, "Pay" (the server creates the
 * payment at the provider), the page leading to the provider's, the card typed on payments-sim's
 * page (the server's only work is the webhooks that follow: webhook, policy issued by the
 * insurer, sale booked, which this step waits for), the return from the provider, and the
 * confirmation page. Each step's server CPU (from /proc around it) and store round trips
 * (memory: store method calls; MongoDB: wire messages) are divided by the travellers; a figure is
 * the median over the rounds, with its quartiles. Report only: issue 31 names no target.
 */
export const CHECKOUT_STEPS = ['offer page', 'details sent', 'payment page', 'pay pressed', 'onward page', 'payment confirmed', 'return', 'confirmation page'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
/** The steps that are a page the traveller's browser asks the server for (all but the payment's webhooks). */
export const PAGE_STEPS: readonly CheckoutStep[] = CHECKOUT_STEPS.filter((s) => s !== 'payment confirmed');

export interface CheckoutStepFigures {
  readonly cpuUs: Spread;
  readonly roundTrips: Spread;
}

export interface CheckoutSide {
  readonly purchasesPerRound: number;
  readonly rounds: number;
  readonly steps: Readonly<Record<CheckoutStep, CheckoutStepFigures>>;
  /** Every page step together, per page view. */
  readonly pageView: CheckoutStepFigures;
  readonly loadAverage: LoadAround;
}

export interface CheckoutResult {
  readonly memory?: CheckoutSide;
  readonly mongo?: CheckoutSide;
}

interface Answer {
  readonly status: number;
  readonly location: string | undefined;
  readonly text: string;
}

const exchange = (url: string, method: 'GET' | 'POST' = 'GET', form?: Record<string, string>): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const body = form === undefined ? undefined : new URLSearchParams(form).toString();
    // A form posted from the page it is on, as a browser sends it.
    const headers = body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
    const outgoing = request(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location, text: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });

const expectStatus = (step: string, answer: Answer, status: number): Answer => {
  if (answer.status !== status) throw new BenchFailure(`checkout: ${step} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 300)}`);
  return answer;
};

/** A hidden field of a funnel page (its form tokens, the amount shown). */
export const hiddenField = (page: string, name: string): string => {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1];
  if (value === undefined) throw new BenchFailure(`checkout: no hidden field ${name} in the page: ${page.slice(0, 300)}`);
  return value.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
};

const locationOf = (step: string, answer: Answer, base: string): string => {
  if (answer.location === undefined) throw new BenchFailure(`checkout: ${step} answered ${answer.status} with no Location`);
  return new URL(answer.location, base).toString();
};

/** One traveller's way through the funnel: what each step hands the next. */
interface Traveller {
  readonly path: string;
  token?: string;
  payment?: Record<string, string>;
  onward?: string;
  payUrl?: string;
  back?: string;
  done?: string;
}

/** Each step of one traveller, against the server at `base` and the payment provider's page. */
const STEP_ACTIONS = (base: string): Record<CheckoutStep, (t: Traveller) => Promise<void>> => ({
  'offer page': async (t) => {
    t.token = hiddenField(expectStatus('the offer page', await exchange(`${base}${t.path}?lang=en&offer=${CHECKOUT_OFFER}`), 200).text, 'token');
  },
  'details sent': async (t) => {
    const fields = { name: 'Alex Sample', email: 'alex@example.com', terms: 'yes', offer: String(CHECKOUT_OFFER), lang: 'en', token: t.token as string };
    expectStatus('the details form', await exchange(`${base}${t.path}/presubscribe`, 'POST', fields), 303);
  },
  'payment page': async (t) => {
    const page = expectStatus('the payment page', await exchange(`${base}${t.path}?lang=en`), 200).text;
    t.payment = { lang: 'en', token: hiddenField(page, 'token'), amount: hiddenField(page, 'amount'), currency: hiddenField(page, 'currency') };
  },
  'pay pressed': async (t) => {
    t.onward = locationOf('pay', expectStatus('pay', await exchange(`${base}${t.path}/pay`, 'POST', t.payment), 303), base);
  },
  'onward page': async (t) => {
    const page = expectStatus('the page leading to the provider', await exchange(t.onward as string), 200).text;
    const href = /id="pay-link" href="([^"]+)"/.exec(page)?.[1];
    if (href === undefined) throw new BenchFailure(`checkout: no payment link in the page: ${page.slice(0, 300)}`);
    t.payUrl = href.replaceAll('&amp;', '&');
  },
  // On payments-sim's page (this process): the server's work is the webhooks it sends.
  'payment confirmed': async (t) => {
    const paid = await exchange(t.payUrl as string, 'POST', { cardnumber: '4242424242424242', exp: '12 / 34', cvc: '123' });
    t.back = locationOf('the card payment', expectStatus('the card payment', paid, 303), base);
  },
  return: async (t) => {
    t.done = locationOf('the return', expectStatus('the return', await exchange(t.back as string), 303), base);
  },
  'confirmation page': async (t) => {
    const page = expectStatus('the confirmation page', await exchange(t.done as string), 200).text;
    if (!page.includes('covered')) throw new BenchFailure(`checkout: the confirmation page does not say covered: ${page.slice(0, 300)}`);
  },
});


const measureSide = async (child: PinnedChild<{ url: string }>, payments: PaymentsSimulator, rounds: number, roundTrips: () => Promise<number>): Promise<CheckoutSide> => {
  const before = loadAverage();
  const actions = STEP_ACTIONS(child.ready.url);
  const figures = new Map<CheckoutStep, { cpuUs: number[]; roundTrips: number[] }>(CHECKOUT_STEPS.map((s) => [s, { cpuUs: [], roundTrips: [] }]));
  const pageView = { cpuUs: [] as number[], roundTrips: [] as number[] };
  let purchases = 0;
  // A first round discarded: V8 optimises each step's path before the measured ones.
  for (let round = 0; round <= rounds; round++) {
    const travellers: Traveller[] = (await child.ask<string[]>('prepare')).map((id) => ({ path: `/funnel/s/${id}` }));
    purchases = travellers.length;
    let pageCpu = 0;
    let pageTrips = 0;
    for (const step of CHECKOUT_STEPS) {
      const trips = await roundTrips();
      const cpu = processCpuMs(child.pid);
      for (const traveller of travellers) await actions[step](traveller);
      if (step === 'payment confirmed') {
        await payments.webhooksSettled();
        const failed = payments.deliveries.filter((d) => d.status !== 200);
        if (failed.length > 0) throw new BenchFailure(`checkout: ${failed.length} payment webhook(s) not answered 200: ${JSON.stringify(failed[0]).slice(0, 300)}`);
      }
      const cpuUs = ((processCpuMs(child.pid) - cpu) * 1000) / travellers.length;
      const stepTrips = ((await roundTrips()) - trips) / travellers.length;
      if (round === 0) continue;
      figures.get(step)?.cpuUs.push(cpuUs);
      figures.get(step)?.roundTrips.push(stepTrips);
      if (step !== 'payment confirmed') {
        pageCpu += cpuUs;
        pageTrips += stepTrips;
      }
    }
    if (round > 0) {
      pageView.cpuUs.push(pageCpu / PAGE_STEPS.length);
      pageView.roundTrips.push(pageTrips / PAGE_STEPS.length);
    }
  }
  const summary = (f: { cpuUs: number[]; roundTrips: number[] }): CheckoutStepFigures => ({ cpuUs: spreadOf(f.cpuUs), roundTrips: spreadOf(f.roundTrips) });
  return {
    purchasesPerRound: purchases,
    rounds,
    steps: Object.fromEntries(CHECKOUT_STEPS.map((s) => [s, summary(figures.get(s) as { cpuUs: number[]; roundTrips: number[] })])) as Record<CheckoutStep, CheckoutStepFigures>,
    pageView: summary(pageView),
    loadAverage: { before, after: loadAverage() },
  };
};

/** The sample catalogue's insurers and the currency each prices in (tools/server's live loop plays them the same way). */
const SAMPLE_INSURERS = { alba: 'EUR', northwind: 'GBP', meridian: 'USD', kestrel: 'CHF' } as const;

/** A free loopback port, so that the payment provider can be told where the server will listen. */
const freePort = async (): Promise<number> => {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

export const measureCheckoutCost = async (options: {
  compiled: boolean;
  rounds: number;
  perRound: number;
  mongoRounds: number;
  mongoPerRound: number;
  log: (line: string) => void;
}): Promise<CheckoutResult> => {
  const insurers: InsurerSimulator[] = [];
  const endpoints: Record<string, { ratingUrl: string; issueUrl: string; cancelUrl: string }> = {};
  for (const [id, currency] of Object.entries(SAMPLE_INSURERS)) {
    const simulator = await startInsurerSimulator({ currency });
    insurers.push(simulator);
    endpoints[id] = { ratingUrl: simulator.url, issueUrl: simulator.issueUrl, cancelUrl: simulator.cancelUrl };
  }
  const side = async (rounds: number, perRound: number, database?: PinnedChild<{ uri: string }>): Promise<CheckoutSide> => {
    const port = await freePort();
    const payments = await startPaymentsSimulator({ apiKey: CHECKOUT_STRIPE.secretKey, webhookSecret: CHECKOUT_STRIPE.webhookSecret, webhookUrl: `http://127.0.0.1:${port}/payments/stripe/webhook` });
    try {
      const args = ['--port', String(port), '--payments-url', payments.url, '--insurers', JSON.stringify(endpoints), '--per-round', String(perRound)];
      const child = await startPinnedChild<{ url: string }>('./checkout-child.ts', database === undefined ? args : [...args, '--mongo-url', database.ready.uri], { cpu: SERVER_CPU, compiled: options.compiled });
      try {
        return await measureSide(child, payments, rounds, database === undefined ? () => child.ask<number>('calls') : () => database.ask<number>('messages'));
      } finally {
        await child.stop();
      }
    } finally {
      await payments.close();
    }
  };
  try {
    options.log(`checkout: memory stores, ${options.rounds} rounds of ${options.perRound} live purchases`);
    const memory = await side(options.rounds, options.perRound);
    options.log(`checkout: memory ${memory.pageView.cpuUs.median.toFixed(0)} µs a page view, ${memory.steps['payment confirmed'].cpuUs.median.toFixed(0)} µs a confirmed payment (load ${memory.loadAverage.after.join(' ')})`);
    options.log(`checkout: the MongoDB-wire test server, ${options.mongoRounds} rounds of ${options.mongoPerRound} live purchases`);
    const database = await startPinnedChild<{ uri: string }>('./bench-mongo.ts', [], { cpu: LOAD_CPU, compiled: options.compiled });
    try {
      const mongo = await side(options.mongoRounds, options.mongoPerRound, database);
      return { memory, mongo };
    } finally {
      await database.stop();
    }
  } finally {
    await Promise.all(insurers.map((simulator) => simulator.close()));
  }
};


export const formatCheckoutCost = (result: CheckoutResult): string[] =>
  (['memory', 'mongo'] as const).flatMap((name) => {
    const s = result[name];
    if (s === undefined) return [];
    const trips = name === 'memory' ? 'store calls' : 'wire messages';
    const row = (label: string, f: CheckoutStepFigures) => `  ${label.padEnd(20)} ${formatSpread(f.cpuUs, 0).padStart(22)} µs ${formatSpread(f.roundTrips, 1).padStart(20)} ${trips}`;
    return [
      `checkout on ${name === 'memory' ? 'memory stores' : 'the MongoDB-wire test server'}, server CPU and store round trips per traveller (${s.rounds} rounds of ${s.purchasesPerRound} live purchases; load ${describeLoad(s.loadAverage)}):`,
      ...CHECKOUT_STEPS.map((step) => row(step === 'payment confirmed' ? 'payment confirmed*' : step, s.steps[step])),
      row('a funnel page view', s.pageView),
      '  * webhook -> policy issued -> sale booked (the card typed on the provider\'s page costs the server nothing)',
    ];
  });
