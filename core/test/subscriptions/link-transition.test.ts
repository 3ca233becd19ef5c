import { expect } from 'chai';
import fc from 'fast-check';
import { ENDPOINTS, SUBSCRIPTION_STAGES, type SubscriptionStage } from '@parasol/core';
import { decideLink, statusOf, type LinkDecision } from '@parasol/core/internal';
import { aSubscriptionRecord } from '@parasol/port-contracts';

/**
 * The spec's table (States and transitions), written out row by row as the spec words it, so that
 * each row is checked against decideLink and statusOf independently of how they are written.
 */
type Row = { readonly state: SubscriptionStage | 'none'; readonly trip: 'unchanged' | 'changed'; readonly decision: LinkDecision['kind']; readonly status: 200 | 201; readonly outcome: string };
const SPEC_TABLE: readonly Row[] = [
  { state: 'none', trip: 'unchanged', decision: 'mint', status: 201, outcome: 'minted' },
  { state: 'none', trip: 'changed', decision: 'mint', status: 201, outcome: 'minted' },
  { state: 'quoting', trip: 'unchanged', decision: 'replay', status: 200, outcome: 'replayed' },
  { state: 'quoting', trip: 'changed', decision: 'update', status: 200, outcome: 'updated' },
  { state: 'presubscribed', trip: 'unchanged', decision: 'rollover', status: 201, outcome: 'minted' },
  { state: 'presubscribed', trip: 'changed', decision: 'rollover', status: 201, outcome: 'minted' },
  { state: 'paid', trip: 'unchanged', decision: 'rollover', status: 201, outcome: 'minted' },
  { state: 'paid', trip: 'changed', decision: 'rollover', status: 201, outcome: 'minted' },
  { state: 'subscribed', trip: 'unchanged', decision: 'rollover', status: 201, outcome: 'minted' },
  { state: 'subscribed', trip: 'changed', decision: 'rollover', status: 201, outcome: 'minted' },
];

const STORED_FINGERPRINT = 'fp_stored';
const aCurrent = (stage: SubscriptionStage) => aSubscriptionRecord({ stage, tripFingerprint: STORED_FINGERPRINT });

describe('POST /links transitions (decideLink, statusOf)', () => {
  it('covers every stage, and no subscription, with the trip unchanged and changed', () => {
    // A guard on the table itself: a stage added to the port must get its rows here.
    const covered = new Set(SPEC_TABLE.map((r) => `${r.state}/${r.trip}`));
    for (const state of ['none', ...SUBSCRIPTION_STAGES]) for (const trip of ['unchanged', 'changed']) expect(covered, `${state}/${trip}`).to.include(`${state}/${trip}`);
    expect(SPEC_TABLE).to.have.length(2 * (SUBSCRIPTION_STAGES.length + 1));
  });

  for (const row of SPEC_TABLE) {
    it(`${row.state}, trip ${row.trip} → ${row.decision}, HTTP ${row.status}`, () => {
      const current = row.state === 'none' ? undefined : aCurrent(row.state);
      const decision = decideLink(current, row.trip === 'unchanged' ? STORED_FINGERPRINT : 'fp_other');
      expect(decision.kind).to.equal(row.decision);
      // Every decision but a mint carries the subscription it was taken on: a rollover needs it
      // to carry the attribution over and to know the next generation.
      if (current === undefined) expect(decision).to.not.have.property('current');
      else expect(decision).to.have.property('current', current);
      expect(statusOf(decision)).to.deep.equal({ status: row.status, outcome: row.outcome });
    });
  }

  it('looks only at the stage and whether the fingerprints are equal, whatever else the subscription holds', () => {
    const aRecord = fc.record({
      stage: fc.constantFrom(...SUBSCRIPTION_STAGES),
      tripFingerprint: fc.string({ minLength: 1 }),
      generation: fc.nat(20),
      version: fc.integer({ min: 1, max: 50 }),
      offerId: fc.option(fc.integer({ min: 1 }), { nil: null }),
      mode: fc.constantFrom('sandbox' as const, 'live' as const),
    }).map((fields) => aSubscriptionRecord(fields));
    fc.assert(
      fc.property(fc.option(aRecord, { nil: undefined }), fc.string({ minLength: 1 }), fc.boolean(), (current, otherFingerprint, sameTrip) => {
        const sent = sameTrip && current ? current.tripFingerprint : otherFingerprint;
        const row = SPEC_TABLE.find((r) => r.state === (current?.stage ?? 'none') && r.trip === (current && sent === current.tripFingerprint ? 'unchanged' : 'changed'))!;
        const decision = decideLink(current, sent);
        expect(decision.kind).to.equal(row.decision);
        expect(statusOf(decision).status).to.equal(row.status);
      }),
      { numRuns: 300 },
    );
  });

  it('reports outcomes the endpoint table prices: mints and updates take a write slot, a replay gives it back', () => {
    // An outcome missing from ENDPOINTS.createLink.cost would silently cost 1.
    const cost: Readonly<Record<string, number>> = ENDPOINTS.createLink.cost;
    for (const row of SPEC_TABLE) {
      const current = row.state === 'none' ? undefined : aCurrent(row.state);
      const { outcome } = statusOf(decideLink(current, row.trip === 'unchanged' ? STORED_FINGERPRINT : 'fp_other'));
      expect(cost[outcome], `${row.state}/${row.trip}`).to.equal(row.decision === 'replay' ? 0 : 1);
    }
  });
});
