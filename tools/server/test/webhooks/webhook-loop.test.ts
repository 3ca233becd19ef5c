import { expect } from 'chai';
import type { WebhookRound } from '@parasol/core';
import { serveWebhooks, startWebhookLoop, webhookDeliveryFromEnvironment } from '../../src/index.js';
import { LoopbackReceiver } from './loopback-receiver.js';
import { acmeKey, webhookFixture } from './webhook-fixture.js';

const NOTHING: WebhookRound = { validated: 0, relayed: 0, attempted: 0, filled: false };
/** Moved something and saw all there was. */
const SOME: WebhookRound = { validated: 0, relayed: 1, attempted: 1, filled: false };
/** Moved something and filled a batch: more may wait beyond it. */
const FULL: WebhookRound = { validated: 0, relayed: 3, attempted: 3, filled: true };
/** Filled a batch and moved nothing: the next round would find the same batch. */
const STUCK: WebhookRound = { validated: 0, relayed: 0, attempted: 0, filled: true };
const QUIET = { info() {}, warn() {}, error() {} };
/** A cadence no test waits for: whatever runs, a wake or the work before it made run. */
const HOUR = 3_600_000;

describe('webhooks: the serving loop and its environment', () => {
  it('runs rounds one at a time, goes on after a failed one (told at warn), and stops after the round under way', async () => {
    const warnings: string[] = [];
    let rounds = 0;
    let running = 0;
    let overlapped = false;
    let release!: () => void;
    const thirdStarted = new Promise<void>((resolve) => (release = resolve));
    const loop = startWebhookLoop(
      async () => {
        running++;
        overlapped ||= running > 1;
        rounds++;
        if (rounds === 3) release();
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        if (rounds === 1) throw new Error('storage unreachable');
        return NOTHING;
      },
      { everyMs: 1, logger: { info() {}, warn: (message) => warnings.push(message), error() {} } },
    );
    await thirdStarted;
    await loop.stop();
    const after = rounds;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rounds, 'no round after stop').to.equal(after);
    expect(overlapped).to.equal(false);
    expect(warnings).to.deep.equal(['webhook round failed; the next one retries']);
  });

  it('runs a prompt round (relay and dispatch, no sweep) when woken, long before the cadence', async () => {
    let full = 0;
    let prompted!: () => void;
    const ran = new Promise<void>((resolve) => (prompted = resolve));
    const loop = startWebhookLoop(
      async () => {
        full++;
        return NOTHING;
      },
      { everyMs: HOUR, logger: QUIET, prompt: async () => (prompted(), NOTHING) },
    );
    loop.wake();
    await ran;
    await loop.stop();
    expect(full, 'the full round waits for its cadence').to.equal(0);
  });

  it('after a round that filled a batch and moved something runs another at once, until one does not; a wake during a round asks for one more', async () => {
    const results = [FULL, FULL, SOME];
    let calls = 0;
    let woken = false;
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const loop = startWebhookLoop(async () => NOTHING, {
      everyMs: HOUR,
      logger: QUIET,
      prompt: async () => {
        calls++;
        // A wake while the third round runs: one more round after it, though it filled no batch.
        if (calls === 3 && !woken) {
          woken = true;
          loop.wake();
        }
        if (calls === 4) finished();
        return results[calls - 1] ?? NOTHING;
      },
    });
    loop.wake();
    await done;
    await loop.stop();
    expect(calls).to.equal(4);
  });

  for (const [what, result] of [
    ['moved something without filling a batch', SOME],
    ['filled a batch without moving anything', STUCK],
  ] as const) {
    it(`runs no other round after one that ${what}, until woken`, async () => {
      let calls = 0;
      let ran!: () => void;
      const first = new Promise<void>((resolve) => (ran = resolve));
      const loop = startWebhookLoop(async () => NOTHING, {
        everyMs: HOUR,
        logger: QUIET,
        prompt: async () => {
          calls++;
          ran();
          return result;
        },
      });
      loop.wake();
      await first;
      // Any round the first asked for starts in a setImmediate after it: these turns let it.
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
      await loop.stop();
      expect(calls).to.equal(1);
    });
  }

  it('does not start a second round while one runs, however often it is woken', async () => {
    let running = 0;
    let overlapped = false;
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let second!: () => void;
    const secondRan = new Promise<void>((resolve) => (second = resolve));
    const loop = startWebhookLoop(async () => NOTHING, {
      everyMs: HOUR,
      logger: QUIET,
      prompt: async () => {
        running++;
        overlapped ||= running > 1;
        calls++;
        if (calls === 1) await gate;
        if (calls === 2) second();
        running--;
        return NOTHING;
      },
    });
    loop.wake();
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 10; i++) loop.wake();
    release();
    await secondRan;
    await loop.stop();
    expect(overlapped).to.equal(false);
    expect(calls, 'the ten wakes during the first round asked for one more round').to.equal(2);
  });

  it('stops only once the sends under way have settled, when rounds end before their sends', async () => {
    let release!: () => void;
    const sending = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const roundRan = new Promise<void>((resolve) => (started = resolve));
    const loop = startWebhookLoop(async () => NOTHING, { everyMs: HOUR, logger: QUIET, prompt: async () => (started(), NOTHING), settled: () => sending });
    loop.wake();
    await roundRan;
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped, 'a send is still under way').to.equal(false);
    release();
    await stopping;
    expect(stopped).to.equal(true);
  });

  it('serving: a postback\'s event reaches the receiver through the wake, with no round of the cadence', async () => {
    const { parasol, addEndpoint } = await webhookFixture();
    const key = await acmeKey(parasol);
    const hooks = await new LoopbackReceiver().start();
    try {
      await addEndpoint(hooks.url);
      const arrived = new Promise<void>((resolve) => (hooks.onReceive = () => resolve()));
      const loop = serveWebhooks(parasol.webhooks!, { everyMs: HOUR, logger: QUIET });
      await parasol.client(key).conversion({ ref: 'acme-main', externalOrderId: 'o-1', amount: 100, status: 'pending' });
      await arrived;
      await loop.stop();
      expect(JSON.parse(hooks.received[0]!.body)).to.include({ type: 'sale.booked' });
    } finally {
      await hooks.stop();
    }
  });

  it('reads PARASOL_WEBHOOKS_RETRY_SCHEDULE and PARASOL_WEBHOOKS_ALLOW_LOOPBACK', () => {
    expect(webhookDeliveryFromEnvironment({})).to.deep.equal({ allowSandboxLoopback: false });
    expect(webhookDeliveryFromEnvironment({ PARASOL_WEBHOOKS_RETRY_SCHEDULE: 'PT1S,PT2S,PT4S', PARASOL_WEBHOOKS_ALLOW_LOOPBACK: '1' })).to.deep.equal({ schedule: [1000, 2000, 4000], allowSandboxLoopback: true });
    expect(webhookDeliveryFromEnvironment({ PARASOL_WEBHOOKS_ALLOW_LOOPBACK: 'yes' }).allowSandboxLoopback).to.equal(false);
    expect(() => webhookDeliveryFromEnvironment({ PARASOL_WEBHOOKS_RETRY_SCHEDULE: 'P1M' })).to.throw(/PARASOL_WEBHOOKS_RETRY_SCHEDULE/);
  });
});
