import { expect } from 'chai';
import fc from 'fast-check';
import { parseWidgetRef } from '@parasol/core/internal';

describe('parseWidgetRef (data-ref: partnerCode-shortCode)', () => {
  it('splits every well-formed ref into its partner and link codes (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{2,32}$/), fc.stringMatching(/^[A-Za-z0-9]{4,32}$/), (partnerCode, linkCode) => {
        expect(parseWidgetRef(`${partnerCode}-${linkCode}`)).to.deep.equal({ ref: `${partnerCode}-${linkCode}`, partnerCode, linkCode });
      }),
    );
  });

  it('reads nothing else as a ref', () => {
    for (const bad of ['', 'acme', 'acme-', '-spring24', 'a-spring24', 'acme-abc', 'acme-spring-24', 'ac me-spring24', 'acme-spring24 ', 'acmé-spring24', `acme-${'x'.repeat(33)}`]) {
      expect(parseWidgetRef(bad), bad).to.equal(undefined);
    }
  });
});
