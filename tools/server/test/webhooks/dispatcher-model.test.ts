import { expect } from 'chai';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { DEFAULT_RETRY_SCHEDULE, DispatchWebhooks, deliveryOf, eventIdOf, spanOf, type RecordedEvent, type WebhookRequest, type WebhookResponse, type WebhookSender } from '@parasol/core';
import { SecretBox } from '@parasol/core/internal';
import { ManualClock, MemoryWebhookDeliveryStore } from '@parasol/adapter-memory';
import { modelEndpoints } from './endpoint-store-double.js';

/**
 * A model test of the dispatcher (core/src/webhooks/dispatch-webhooks.ts) on the memory delivery
 * log, with the default 3-day schedule: random events on a few objects, each for two endpoints,
 * receivers that go down and up, clock jumps, several instances with few places for their sends
 * (random caps), rounds that wait for their sends (`run`) and rounds that only start them
 * (`start`, the serving loop's) so rounds overlap sends still under way, receivers that hold their
 * answers until released, and instances that die in the middle of a send (their send never
 * returns, their lease must run out). Whatever happens, once the receivers stay up: every event is
 * delivered at least once, one object's events to an endpoint are never sent before the one before
 * is settled nor two at once by live instances, an instance never has more sends under way than
 * its caps, retries keep the schedule's waits, and an endpoint is disabled exactly when one of its
 * deliveries failed for the whole schedule (3 days).
 */

const HOUR = 3_600_000;
const LEASE_MS = 60_000;
const START = Date.UTC(2026, 2, 10, 12);
const ENDPOINTS = ['we_a', 'we_b'] as const;

type Command =
  | { readonly kind: 'event'; readonly object: number }
  | { readonly kind: 'receiver'; readonly endpoint: number; readonly up: boolean }
  | { readonly kind: 'advance'; readonly ms: number }
  /** `waits`: the round ends when its attempts have (`run`); otherwise once they are under way (`start`). */
  | { readonly kind: 'round'; readonly instance: number; readonly waits: boolean }
  /** The instance's receivers hold every answer from now until `release` (a slow endpoint, well within the lease). */
  | { readonly kind: 'hold'; readonly instance: number }
  | { readonly kind: 'release' }
  | { readonly kind: 'crash'; readonly instance: number }
  /** Both receivers down for `hours`, instance 0 running a round every `every` hours. */
  | { readonly kind: 'outage'; readonly hours: number; readonly every: number };

/** Weighted so that a run often holds several sends at once on one instance, up to its caps. */
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('event' as const), object: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('receiver' as const), endpoint: fc.integer({ min: 0, max: 1 }), up: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.oneof(fc.integer({ min: 0, max: 120_000 }), fc.integer({ min: 1, max: 40 }).map((h) => h * HOUR)) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('round' as const), instance: fc.integer({ min: 0, max: 1 }), waits: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('hold' as const), instance: fc.integer({ min: 0, max: 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('crash' as const), instance: fc.integer({ min: 0, max: 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('outage' as const), hours: fc.integer({ min: 1, max: 100 }), every: fc.integer({ min: 1, max: 12 }) }) },
);

/** Each instance's places: sometimes fewer than the work, so sends wait for one another. */
const limits = fc.record({ maxInFlight: fc.integer({ min: 1, max: 4 }), maxInFlightPerEndpoint: fc.integer({ min: 1, max: 4 }) });

/** Lets every dispatch that is not stuck in a hung or held send finish (memory stores answer in microtasks). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('webhooks: a model of the dispatcher (fast-check)', () => {
  it('delivers at least once, in order per object and endpoint, one at a time, within its caps, on schedule, and disables only after 3 days of failures', async () => {
    let disabledRuns = 0;
    let overlappedRuns = 0;
    let cappedRuns = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 60 }), limits, async (commands, caps) => {
        const clock = new ManualClock(START);
        const deliveries = new MemoryWebhookDeliveryStore();
        const box = new SecretBox(randomBytes(32));
        const endpoints = await modelEndpoints(ENDPOINTS, box, START);
        const endpointOf = (url: string) => ENDPOINTS.find((e) => url === `http://${e}.test/hooks`)!;
        const up = new Map<string, boolean>(ENDPOINTS.map((e) => [e, true]));
        const violations: string[] = [];
        const received = new Set<string>();
        const deliveryIds: string[] = [];
        const seqs = new Map<number, number>();
        const idOfEvent = new Map<string, { object: number; seq: number }>();
        const deliveryIdOf = new Map<string, string>();
        /** `endpoint:object` → the live instance sending one of its events now. */
        const sendingNow = new Map<string, string>();
        let overlapped = false;
        let capped = false;

        let generation = 0;
        const instance = () => {
          const name = `i${generation++}`;
          const state = { name, dead: false, crashNext: false, holding: false, held: [] as (() => void)[], sends: new Map<string, number>() };
          /** The receivers as this instance reaches them: checks each send against the model's rules. */
          const sender: WebhookSender = {
            async send(request: WebhookRequest): Promise<WebhookResponse> {
              const endpoint = endpointOf(request.url);
              const event = idOfEvent.get(request.messageId)!;
              for (let seq = 0; seq < event.seq; seq++) {
                const before = await deliveries.get(deliveryIdOf.get(`${endpoint}:${event.object}:${seq}`)!);
                if (before!.status === 'pending') violations.push(`${endpoint} object ${event.object} event ${event.seq} sent while event ${seq} was pending`);
              }
              const chain = `${endpoint}:${event.object}`;
              const other = sendingNow.get(chain);
              if (other !== undefined) violations.push(`${chain} event ${event.seq} sent by ${name} while ${other} was still sending one of its events`);
              const total = [...state.sends.values()].reduce((a, b) => a + b, 0) + 1;
              const mine = (state.sends.get(endpoint) ?? 0) + 1;
              if (total > caps.maxInFlight || mine > caps.maxInFlightPerEndpoint) violations.push(`${name} had ${total} sends under way, ${mine} to ${endpoint}: caps ${JSON.stringify(caps)}`);
              if (total > 1) overlapped = true;
              if (total > 1 && (total === caps.maxInFlight || mine === caps.maxInFlightPerEndpoint)) capped = true;
              if (state.crashNext) {
                state.dead = true;
                return new Promise<WebhookResponse>(() => {}); // this instance died mid-send
              }
              sendingNow.set(chain, name);
              state.sends.set(endpoint, mine);
              // An answer takes a while even when not held: a round's sends are under way together.
              if (state.holding) await new Promise<void>((resolve) => state.held.push(resolve));
              else for (let tick = 0; tick < 3; tick++) await Promise.resolve();
              state.sends.set(endpoint, state.sends.get(endpoint)! - 1);
              sendingNow.delete(chain);
              if (state.dead) return new Promise<WebhookResponse>(() => {}); // died while its receiver held the answer
              if (!up.get(endpoint)) return { ok: false, httpStatus: 503, error: 'http 503', durationMs: 1 };
              received.add(`${endpoint}:${request.messageId}`);
              return { ok: true, httpStatus: 200, durationMs: 1 };
            },
          };
          const dispatcher = new DispatchWebhooks(
            { deliveries, endpoints, clock, secrets: box, logger: { info() {}, warn() {}, error() {} }, sender },
            { schedule: DEFAULT_RETRY_SCHEDULE, leaseMs: LEASE_MS, batch: 50, ...caps },
            name,
          );
          return { dispatcher, state };
        };
        const instances = [instance(), instance()];
        /** The receivers answer what they held, well within the lease (as the sender's 10 s timeout ensures). */
        const release = async () => {
          for (const i of instances) {
            i.state.holding = false;
            for (const answer of i.state.held.splice(0)) answer();
          }
          await settle();
        };
        const round = (i: { dispatcher: DispatchWebhooks }, waits: boolean) => void (waits ? i.dispatcher.run() : i.dispatcher.start());

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
              idOfEvent.set(event.eventId, { object: c.object, seq });
              for (const endpointId of ENDPOINTS) {
                const delivery = deliveryOf(event, (await endpoints.get(endpointId))!, clock.now());
                deliveryIdOf.set(`${endpointId}:${c.object}:${seq}`, delivery.deliveryId);
                deliveryIds.push(delivery.deliveryId);
                await deliveries.create(delivery);
              }
              break;
            }
            case 'receiver':
              up.set(ENDPOINTS[c.endpoint]!, c.up);
              break;
            case 'advance':
              await release();
              clock.advance(c.ms);
              break;
            case 'round':
              round(instances[c.instance]!, c.waits);
              await settle();
              break;
            case 'hold':
              instances[c.instance]!.state.holding = true;
              break;
            case 'release':
              await release();
              break;
            case 'outage': {
              await release();
              const wasUp = new Map(up);
              for (const e of ENDPOINTS) up.set(e, false);
              for (let h = 0; h < c.hours; h += c.every) {
                clock.advance(c.every * HOUR);
                round(instances[0]!, true);
                await settle();
              }
              for (const [e, was] of wasUp) up.set(e, was);
              break;
            }
            case 'crash': {
              // Its next send never returns, nor do those its receivers hold; a new instance takes its place for later rounds.
              const dying = instances[c.instance]!;
              dying.state.crashNext = true;
              dying.state.dead = true;
              round(dying, true);
              await settle();
              for (const [chain, name] of sendingNow) if (name === dying.state.name) sendingNow.delete(chain);
              for (const answer of dying.state.held.splice(0)) answer();
              instances[c.instance] = instance();
              break;
            }
          }
        }
        // The receivers stay up from now on; time passes; the survivors keep dispatching until nothing is due.
        await release();
        for (const e of ENDPOINTS) up.set(e, true);
        for (let i = 0; i < 40; i++) {
          clock.advance(40 * HOUR);
          while ((await instances[0]!.dispatcher.run()).attempted > 0);
        }

        expect(violations, violations.join('\n')).to.deep.equal([]);
        let anyDisabled = false;
        for (const endpointId of ENDPOINTS) {
          const disabled = (await endpoints.get(endpointId))!.status === 'disabled';
          const spent: string[] = [];
          for (const id of deliveryIds) {
            const d = (await deliveries.get(id))!;
            if (d.endpointId !== endpointId) continue;
            expect(d.status, `${id} settled`).not.to.equal('pending');
            // The schedule's waits are kept between recorded attempts.
            d.attempts.slice(1).forEach((attempt, i) => expect(attempt.at - d.attempts[i]!.at, `wait before attempt ${i + 2}`).to.be.at.least(DEFAULT_RETRY_SCHEDULE[i]!));
            if (d.status === 'succeeded') expect(received.has(`${endpointId}:${d.eventId}`), 'a success was received').to.equal(true);
            if (d.attempts.length === DEFAULT_RETRY_SCHEDULE.length + 1 && d.attempts.every((a) => a.httpStatus === 503)) {
              spent.push(id);
              expect(d.attempts[d.attempts.length - 1]!.at - d.attempts[0]!.at).to.be.at.least(spanOf(DEFAULT_RETRY_SCHEDULE));
              expect(spanOf(DEFAULT_RETRY_SCHEDULE)).to.equal(72 * HOUR);
            }
          }
          // Disabled exactly when a delivery failed for the whole schedule; otherwise every event arrived.
          expect(disabled, `${endpointId} disabled iff one of its deliveries spent its schedule`).to.equal(spent.length > 0);
          if (!disabled) for (const id of deliveryIds) if ((await deliveries.get(id))!.endpointId === endpointId) expect((await deliveries.get(id))!.status).to.equal('succeeded');
          anyDisabled ||= disabled;
        }
        if (anyDisabled) disabledRuns++;
        if (overlapped) overlappedRuns++;
        if (capped) cappedRuns++;
      }),
      { numRuns: 150 },
    );
    // The generator reaches both sides of the disable rule (an outage of more than 3 days, and none),
    // runs where one instance had several sends under way at once, and runs where it used up a cap.
    expect(disabledRuns).to.be.within(1, 149);
    expect(overlappedRuns).to.be.at.least(30);
    expect(cappedRuns).to.be.at.least(30);
  });
});
