import { expect } from 'chai';
import { ENGINE_VERSION, MESSAGES, MESSAGE_LANGS, renderMessage } from '@parasol/core/internal';
import { CoachMessages, renderCoachMessage } from '../src/index.js';

const catalogueOf = (lang: 'en' | 'fr') => ({ ok: true as const, lang, engineVersion: ENGINE_VERSION, messages: MESSAGES[lang] });

describe('@parasol/client: rendering Coach messages', () => {
  it('formats every served message as ICU MessageFormat, as the core\'s reference rendering does', () => {
    for (const lang of MESSAGE_LANGS) {
      const messages = new CoachMessages(catalogueOf(lang));
      for (const [key, text] of Object.entries(MESSAGES[lang])) {
        const vars = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] ?? '', `⟦${m[1]}⟧`]));
        const rendered = messages.render(key, vars);
        expect(rendered, `${lang} ${key}`).to.equal(renderMessage(lang, key, vars));
        expect(rendered, `${lang} ${key}`).to.not.match(/[{}]/);
      }
    }
  });

  it('renders an unknown key as the key (a forward-compatible addition), and an argument as three sentences', () => {
    const french = catalogueOf('fr');
    expect(renderCoachMessage(french, 'coach.arg.fromTheFuture.hook')).to.equal('coach.arg.fromTheFuture.hook');
    const paragraph = new CoachMessages(french).renderArgument({
      messageKeys: { hook: 'coach.arg.repatriation.hook', fact: 'coach.arg.repatriation.fact', pitch: 'coach.arg.repatriation.pitch' },
      vars: { destination: 'Japon', cost: '60 000 €' },
    });
    expect(paragraph).to.equal(
      `${renderMessage('fr', 'coach.arg.repatriation.hook')}. ${renderMessage('fr', 'coach.arg.repatriation.fact', { destination: 'Japon', cost: '60 000 €' })} ${renderMessage('fr', 'coach.arg.repatriation.pitch')}`,
    );
    expect(paragraph).to.contain('60 000 €');
  });
});
