import { expect } from 'chai';
import { LANGUAGES } from '@parasol/core/internal';
import { SANDBOX_OFFERS } from '../src/sandbox-catalogue.js';
import { PHRASEBOOK_LANGUAGES } from '../src/sandbox-translations.js';

describe('the sandbox catalogue\'s languages', () => {
  it('has every offer\'s plan and highlights in the 25 funnel languages besides English, and keeps product names', () => {
    expect([...PHRASEBOOK_LANGUAGES].sort()).to.deep.equal(LANGUAGES.filter((l) => l !== 'en'));
    for (const offer of SANDBOX_OFFERS) {
      expect(Object.keys(offer.translations ?? {}).sort(), offer.name ?? '').to.deep.equal(LANGUAGES.filter((l) => l !== 'en'));
      for (const [language, translation] of Object.entries(offer.translations ?? {})) {
        expect(translation?.name, `${offer.name} ${language}`).to.equal(undefined);
        expect(translation?.highlights.included.length).to.equal(offer.highlights.included.length);
        expect(translation?.highlights.excluded.length).to.equal(offer.highlights.excluded.length);
      }
    }
  });

  it('translates: the German highlights are not the English ones', () => {
    const essential = SANDBOX_OFFERS[0];
    expect(essential?.translations?.de?.highlights.excluded).to.deep.equal(['Gepäck', 'Direktabrechnung mit Krankenhäusern']);
    expect(essential?.translations?.de?.plan).to.equal('Basis');
  });
});
