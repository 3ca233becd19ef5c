import { expect } from 'chai';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { DEFAULT_RETRY_SCHEDULE, DispatchWebhooks, deliveryOf, eventIdOf, spanOf, type RecordedEvent, type WebhookRequest, type WebhookResponse, type WebhookSender } from '@parasol/core';
import { SecretBox } from '@parasol/core/internal';
import { ManualClock, MemoryWebhookDeliveryStore } from '@parasol/adapter-memory';
import { EndpointStoreDouble } from './endpoint-store-double.js';

/**
 * A model test of the dispatcher (core/src/webhooks/dispatch-webhooks.ts) on the memory delivery
 * log, with the default 3-day schedule: random events on a few objects, a receiver that goes down
 * and up, clock jumps, several instances, and instances that die in the middle of a send (their
 * send never returns, their lease must run out). Whatever happens, once the receiver stays up:
 * every event is delivered at least once, one object's events are never sent before the one
 * before is settled, retries keep the schedule's waits, and the endpoint is disabled exactly when
 * a delivery failed for the whole schedule (3 days).
 */

const HOUR = 3_600_000;
const LEASE_MS = 60_000;
const START = Date.UTC(2026, 2, 10, 12);

type Command =
  | { readonly kind: 'event'; readonly object: number }
  | { readonly kind: 'receiver'; readonly up: boolean }
  | { readonly kind: 'advance'; readonly ms: number }
  | { readonly kind: 'round'; readonly instance: number }
  | { readonly kind: 'crash'; readonly instance: number }
  /** The receiver down for `hours`, instance 0 running a round every `every` hours. */
  | { readonly kind: 'outage'; readonly hours: number; readonly every: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('event' as const), object: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('receiver' as const), up: fc.boolean() }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.oneof(fc.integer({ min: 0, max: 120_000 }), fc.integer({ min: 1, max: 40 }).map((h) => h * HOUR)) }),
  fc.record({ kind: fc.constant('round' as const), instance: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('crash' as const), instance: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('outage' as const), hours: fc.integer({ min: 1, max: 100 }), every: fc.integer({ min: 1, max: 12 }) }),
);

/** Lets every dispatch that is not stuck in a hung send finish (memory stores answer in microtasks). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('webhooks: a model of the dispatcher (fast-check)', () => {
  it('delivers at least once, in order per object, on schedule, and disables only after 3 days of failures', async () => {
    let disabledRuns = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 60 }), async (commands) => {
        const clock = new ManualClock(START);
        const deliveries = new MemoryWebhookDeliveryStore();
        const endpoints = new EndpointStoreDouble();
        const box = new SecretBox(randomBytes(32));
        await endpoints.create({
          endpointId: 'we_model',
          partnerCode: 'acme',
          mode: 'sandbox',
          url: 'http://receiver.test/hooks',
          events: ['*'],
          status: 'enabled',
          secrets: [box.seal(`whsec_${randomBytes(24).toString('base64')}`, randomBytes(12), START)],
          createdAt: START,
          version: 1,
        });
        const endpoint = (await endpoints.get('we_model'))!;
        let up = true;
        const violations: string[] = [];
        const received = new Set<string>();
        const deliveryIds: string[] = [];
        const seqs = new Map<number, number>();
        const idOfEvent = new Map<string, { object: number; seq: number }>();
        const deliveryIdOf = new Map<string, string>();

        /** The receiver: checks at each send that the object's earlier events are settled. */
        const sender = (hangs: () => boolean): WebhookSender => ({
          async send(request: WebhookRequest): Promise<WebhookResponse> {
            const event = idOfEvent.get(request.messageId)!;
            for (let seq = 0; seq < event.seq; seq++) {
              const before = await deliveries.get(deliveryIdOf.get(`${event.object}:${seq}`)!);
              if (before!.status === 'pending') violations.push(`object ${event.object} event ${event.seq} sent while event ${seq} was pending`);
            }
            if (hangs()) return new Promise<WebhookResponse>(() => {}); // this instance died mid-send
            if (!up) return { ok: false, httpStatus: 503, error: 'http 503', durationMs: 1 };
            received.add(request.messageId);
            return { ok: true, httpStatus: 200, durationMs: 1 };
          },
        });
        let generation = 0;
        const instance = () => {
          let dead = false;
          const crashNext = { armed: false };
          const name = `i${generation++}`;
          const dispatcher = new DispatchWebhooks(
            { deliveries, endpoints, clock, secrets: box, logger: { info() {}, warn() {}, error() {} }, sender: sender(() => crashNext.armed && (dead = true)) },
            { schedule: DEFAULT_RETRY_SCHEDULE, leaseMs: LEASE_MS, batch: 50, maxInFlight: 200, maxInFlightPerEndpoint: 50 },
            name,
          );
          return { dispatcher, crashNext, isDead: () => dead };
        };
        const instances = [instance(), instance()];

        for (const c of commands) {
          switch (c.kind) {
            case 'event': {
              const seq = seqs.get(c.object) ?? 0;
              seqs.set(c.object, seq + 1);
              const event: RecordedEvent = {
                eventId: eventIdOf('sandbox', `obj_${c.object}`, seq),
                type: 'sale.updated',
                at: clock.now(),
                mode: 'sandbox',
                partnerCode: 'acme',
                objectId: `obj_${c.object}`,
                seq,
                data: {},
              };
              const delivery = deliveryOf(event, endpoint, clock.now());
              idOfEvent.set(event.eventId, { object: c.object, seq });
              deliveryIdOf.set(`${c.object}:${seq}`, delivery.deliveryId);
              deliveryIds.push(delivery.deliveryId);
              await deliveries.create(delivery);
              break;
            }
            case 'receiver':
              up = c.up;
              break;
            case 'advance':
              clock.advance(c.ms);
              break;
            case 'round':
              void instances[c.instance]!.dispatcher.run();
              await settle();
              break;
            case 'outage': {
              const wasUp: boolean = up;
              up = false;
              for (let h = 0; h < c.hours; h += c.every) {
                clock.advance(c.every * HOUR);
                void instances[0]!.dispatcher.run();
                await settle();
              }
              up = wasUp;
              break;
            }
            case 'crash':
              // Its next send never returns; a new instance takes its place for later rounds.
              instances[c.instance]!.crashNext.armed = true;
              void instances[c.instance]!.dispatcher.run();
              await settle();
              instances[c.instance] = instance();
              break;
          }
        }
        // The receiver stays up from now on; time passes; the survivors keep dispatching.
        up = true;
        for (let i = 0; i < 40; i++) {
          clock.advance(40 * HOUR);
          void instances[0]!.dispatcher.run();
          await settle();
        }

        expect(violations, violations.join('\n')).to.deep.equal([]);
        const disabled = (await endpoints.get('we_model'))!.status === 'disabled';
        const spent: string[] = [];
        for (const id of deliveryIds) {
          const d = (await deliveries.get(id))!;
          expect(d.status, `${id} settled`).not.to.equal('pending');
          // The schedule's waits are kept between recorded attempts.
          d.attempts.slice(1).forEach((attempt, i) => expect(attempt.at - d.attempts[i]!.at, `wait before attempt ${i + 2}`).to.be.at.least(DEFAULT_RETRY_SCHEDULE[i]!));
          if (d.status === 'succeeded') expect(received.has(d.eventId), 'a success was received').to.equal(true);
          if (d.attempts.length === DEFAULT_RETRY_SCHEDULE.length + 1 && d.attempts.every((a) => a.httpStatus === 503)) {
            spent.push(id);
            expect(d.attempts[d.attempts.length - 1]!.at - d.attempts[0]!.at).to.be.at.least(spanOf(DEFAULT_RETRY_SCHEDULE));
            expect(spanOf(DEFAULT_RETRY_SCHEDULE)).to.equal(72 * HOUR);
          }
        }
        // Disabled exactly when a delivery failed for the whole schedule; otherwise every event arrived.
        expect(disabled, 'disabled iff a delivery spent its schedule').to.equal(spent.length > 0);
        if (disabled) disabledRuns++;
        if (!disabled) for (const id of deliveryIds) expect((await deliveries.get(id))!.status).to.equal('succeeded');
      }),
      { numRuns: 150 },
    );
    // The generator reaches both sides of the disable rule (an outage of more than 3 days, and none).
    expect(disabledRuns).to.be.within(1, 149);
  });
});
