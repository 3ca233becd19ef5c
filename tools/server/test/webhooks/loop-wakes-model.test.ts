import { expect } from 'chai';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { DEFAULT_RETRY_SCHEDULE, DispatchWebhooks, deliveryOf, eventIdOf, type RecordedEvent, type WebhookResponse, type WebhookSender } from '@parasol/core';
import { SecretBox } from '@parasol/core/internal';
import { ManualClock, MemoryWebhookDeliveryStore } from '@parasol/adapter-memory';
import { startWebhookLoop } from '../../src/index.js';
import { modelEndpoints } from './endpoint-store-double.js';

/**
 * A model of what wakes the serving loop (tools/server/src/compose/webhook-loop.ts) with no
 * cadence to rescue it: one instance's dispatcher (core/src/webhooks/dispatch-webhooks.ts) on the
 * memory delivery log, its rounds run by startWebhookLoop, which is woken only when an event is
 * recorded, goes again only after a round that filled a batch and moved something, and is woken
 * by a settled send only when the dispatcher says something waited for it. Random events on a few
 * objects for two endpoints, receivers that hold their answers and release them, few places, small
 * batches. Whatever happens: once the answers flow, every delivery goes out, with no round of the
 * cadence (a delivery left waiting with nothing to wake the loop would stay pending).
 */

const START = Date.UTC(2026, 2, 10, 12);
const HOUR = 3_600_000;
const ENDPOINTS = ['we_a', 'we_b'] as const;

type Command =
  | { readonly kind: 'event'; readonly object: number }
  | { readonly kind: 'hold' }
  | { readonly kind: 'release' }
  /** Lets the event loop turn `n` times: the rounds woken meanwhile run, the sends not held settle. */
  | { readonly kind: 'turns'; readonly n: number };

/** Weighted so that rounds run often between events (a wake's round starts a turn later) on few objects. */
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('event' as const), object: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('hold' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('release' as const) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('turns' as const), n: fc.integer({ min: 1, max: 4 }) }) },
);

const settings = fc.record({
  batch: fc.integer({ min: 1, max: 4 }),
  maxInFlight: fc.integer({ min: 1, max: 3 }),
  maxInFlightPerEndpoint: fc.integer({ min: 1, max: 3 }),
});

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('webhooks: a model of what wakes the serving loop (fast-check)', () => {
  it('sends every delivery with no round of the cadence: nothing is left waiting with nothing to wake the loop', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 40 }), settings, async (commands, limits) => {
        const clock = new ManualClock(START);
        const deliveries = new MemoryWebhookDeliveryStore();
        const box = new SecretBox(randomBytes(32));
        const endpoints = await modelEndpoints(ENDPOINTS, box, START);
        let holding = false;
        const held: (() => void)[] = [];
        const sender: WebhookSender = {
          async send(): Promise<WebhookResponse> {
            if (holding) await new Promise<void>((resolve) => held.push(resolve));
            else for (let tick = 0; tick < 3; tick++) await Promise.resolve();
            return { ok: true, httpStatus: 200, durationMs: 1 };
          },
        };
        const dispatcher = new DispatchWebhooks(
          { deliveries, endpoints, clock, secrets: box, logger: { info() {}, warn() {}, error() {} }, sender },
          { schedule: DEFAULT_RETRY_SCHEDULE, leaseMs: 60_000, ...limits },
          'i0',
        );
        const loop = startWebhookLoop(async () => ({ validated: 0, relayed: 0, attempted: 0, filled: false }), {
          everyMs: HOUR,
          logger: { info() {}, warn() {}, error() {} },
          prompt: async () => ({ validated: 0, relayed: 0, ...(await dispatcher.start()) }),
          settled: () => dispatcher.settled(),
        });
        dispatcher.onSettled(loop.wake);
        const ids: string[] = [];
        const seqs = new Map<number, number>();
        const release = () => {
          holding = false;
          for (const answer of held.splice(0)) answer();
        };
        try {
          for (const c of commands) {
            switch (c.kind) {
              case 'event': {
                const seq = seqs.get(c.object) ?? 0;
                seqs.set(c.object, seq + 1);
                const event: RecordedEvent = { eventId: eventIdOf('sandbox', `obj_${c.object}`, seq), type: 'sale.updated', at: clock.now(), mode: 'sandbox', partnerCode: 'acme', objectId: `obj_${c.object}`, seq, data: {} };
                for (const endpointId of ENDPOINTS) {
                  const delivery = deliveryOf(event, (await endpoints.get(endpointId))!, clock.now());
                  ids.push(delivery.deliveryId);
                  await deliveries.create(delivery);
                }
                // What a write of this instance does when it records an event (EventsRecordedSignal).
                loop.wake();
                break;
              }
              case 'hold':
                holding = true;
                break;
              case 'release':
                release();
                break;
              case 'turns':
                for (let i = 0; i < c.n; i++) await turn();
                break;
            }
          }
          release();
          const pending = async () => {
            let n = 0;
            for (const id of ids) if ((await deliveries.get(id))!.status === 'pending') n++;
            return n;
          };
          // The memory log and the sender answer within a few turns: 500 turns is a stranded delivery, not a slow one.
          for (let i = 0; i < 500 && (await pending()) > 0; i++) await turn();
          expect(await pending(), 'deliveries left pending').to.equal(0);
        } finally {
          release();
          await loop.stop();
        }
      }),
      {
        numRuns: 300,
        examples: [
          // The second event of an object recorded while the first is held: hidden by the skip list.
          [[{ kind: 'hold' }, { kind: 'event', object: 0 }, { kind: 'turns', n: 2 }, { kind: 'event', object: 0 }, { kind: 'turns', n: 2 }, { kind: 'release' }], { batch: 4, maxInFlight: 3, maxInFlightPerEndpoint: 3 }],
          // Both events of an object waiting at the first round: the second found behind the first.
          [[{ kind: 'event', object: 0 }, { kind: 'event', object: 0 }, { kind: 'turns', n: 2 }], { batch: 4, maxInFlight: 3, maxInFlightPerEndpoint: 3 }],
        ],
      },
    );
  });
});
