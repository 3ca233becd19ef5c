import { expect } from 'chai';
import fc from 'fast-check';
import { aCaller } from './fixtures/callers.js';
import { FIXTURE_CARDS } from './fixtures/card-data.js';
import { aCoachBody, bilanOf } from './fixtures/coach.js';

const live = aCaller({ mode: 'live' });

/**
 * spec (Coach request): a catalogue card is {catalogueId: integer}, and CARD_NOT_FOUND is the
 * warning for "catalogueId did not resolve; baseline card used". 0 and -1 are integers that
 * resolve to nothing: a 200 with the baseline card, like any other id the catalogue lacks, never
 * 400 BAD_CARD (that one is for a catalogueId that is no integer at all).
 */
describe('Coach: a catalogueId the catalogue does not hold', () => {
  it('answers 200 with the baseline card and CARD_NOT_FOUND for 0 and -1', async () => {
    for (const catalogueId of [0, -1]) {
      const result = await bilanOf(aCoachBody({ card: { catalogueId } }), live);
      if (!result.ok) expect.fail(`catalogueId ${catalogueId}: ${result.failure.code}`);
      const body = result.value.body as unknown as { card: { origin: string }; meta: { warnings: string[] } };
      expect(result.value.status, String(catalogueId)).to.equal(200);
      expect(body.card.origin, String(catalogueId)).to.equal('baseline');
      expect(body.meta.warnings, String(catalogueId)).to.deep.equal(['CARD_NOT_FOUND']);
    }
  });

  it('answers every integer id outside the catalogue the same way (property)', async () => {
    const known = new Set(FIXTURE_CARDS.map((c) => c.catalogueId));
    await fc.assert(
      fc.asyncProperty(fc.integer().filter((id) => !known.has(id)), async (catalogueId) => {
        const result = await bilanOf(aCoachBody({ card: { catalogueId } }), live);
        expect(result.ok && (result.value.body as unknown as { meta: { warnings: string[] } }).meta.warnings, String(catalogueId)).to.deep.equal(['CARD_NOT_FOUND']);
      }),
      { numRuns: 50 },
    );
  });
});
