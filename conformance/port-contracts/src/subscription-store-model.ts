import { expect } from 'chai';
import fc from 'fast-check';
import { SUBSCRIPTION_STAGES, type SubscriptionRecord, type SubscriptionStore } from '@parasol/core';
import { aSubscriptionRecord } from './record-factories.js';

/**
 * The SubscriptionStore port as a plain map from subscriptionId to record, written for reading
 * rather than speed (every question is a scan), so that a random sequence of calls on an adapter
 * can be checked answer by answer against it. Few sessions and ids, so that creates collide on
 * the natural key and on the id, and replaces hit both present and absent records.
 */
const SESSIONS = ['qs_model0000000000000001', 'qs_model0000000000000002', 'qs_model0000000000000003'] as const;
const IDS = ['sub_model01', 'sub_model02', 'sub_model03', 'sub_model04', 'sub_model05'] as const;

export type SubscriptionCommand =
  | { readonly kind: 'create'; readonly sessionId: string; readonly generation: number; readonly subscriptionId: string; readonly stage: SubscriptionRecord['stage'] }
  | { readonly kind: 'replace'; readonly subscriptionId: string; readonly expected: number; readonly bump: number; readonly stage: SubscriptionRecord['stage']; readonly moveGeneration: boolean }
  | { readonly kind: 'get'; readonly subscriptionId: string }
  | { readonly kind: 'current'; readonly sessionId: string };

const stage = fc.constantFrom(...SUBSCRIPTION_STAGES);
const subscriptionId = fc.constantFrom(...IDS);
const sessionId = fc.constantFrom(...SESSIONS);

export const subscriptionCommand: fc.Arbitrary<SubscriptionCommand> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), sessionId, generation: fc.nat(3), subscriptionId, stage }),
  fc.record({
    kind: fc.constant('replace' as const),
    subscriptionId,
    expected: fc.nat(4),
    bump: fc.integer({ min: -1, max: 2 }),
    stage,
    // Rarely: a replace that tries to change the natural key, which must be refused.
    moveGeneration: fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }),
  }),
  fc.record({ kind: fc.constant('get' as const), subscriptionId }),
  fc.record({ kind: fc.constant('current' as const), sessionId }),
);

/** Long enough for sessions with several generations and ids that collide. */
export const subscriptionCommands = fc.array(subscriptionCommand, { minLength: 20, maxLength: 60 });

const currentIn = (model: ReadonlyMap<string, SubscriptionRecord>, session: string): SubscriptionRecord | undefined =>
  [...model.values()].filter((r) => r.sessionId === session).sort((a, b) => b.generation - a.generation)[0];

/** Plays `commands` on `store` (empty) and on the model; every answer, and the final state, must agree. */
export async function checkSubscriptionModel(store: SubscriptionStore, commands: readonly SubscriptionCommand[]): Promise<void> {
  const model = new Map<string, SubscriptionRecord>();
  for (const [step, c] of commands.entries()) {
    const at = `step ${step} (${c.kind})`;
    switch (c.kind) {
      case 'create': {
        const record = aSubscriptionRecord({ subscriptionId: c.subscriptionId, sessionId: c.sessionId, generation: c.generation, stage: c.stage, createdAt: step });
        const free = !model.has(c.subscriptionId) && ![...model.values()].some((r) => r.sessionId === c.sessionId && r.generation === c.generation);
        expect(await store.create(record), at).to.equal(free);
        if (free) model.set(c.subscriptionId, record);
        break;
      }
      case 'replace': {
        const stored = model.get(c.subscriptionId);
        const base = stored ?? aSubscriptionRecord({ subscriptionId: c.subscriptionId });
        const candidate = { ...base, stage: c.stage, updatedAt: step, version: c.expected + c.bump, generation: base.generation + (c.moveGeneration ? 1 : 0) };
        const wins = stored !== undefined && stored.version === c.expected && c.bump === 1 && !c.moveGeneration;
        expect(await store.replace(candidate, c.expected), at).to.equal(wins);
        if (wins) model.set(c.subscriptionId, candidate);
        break;
      }
      case 'get':
        expect(await store.get(c.subscriptionId), at).to.deep.equal(model.get(c.subscriptionId));
        break;
      case 'current':
        expect(await store.current(c.sessionId), at).to.deep.equal(currentIn(model, c.sessionId));
        break;
    }
  }
  for (const id of IDS) expect(await store.get(id), `finally ${id}`).to.deep.equal(model.get(id));
  for (const session of SESSIONS) expect(await store.current(session), `finally ${session}`).to.deep.equal(currentIn(model, session));
}
