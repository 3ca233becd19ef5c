import { expect } from 'chai';
import { ENGINE_VERSION, GetCoachMessages, MESSAGES, schemaIdOf, validateAgainst } from '@parasol/core/internal';

describe('GET /api/v1/coach/messages', () => {
  const operation = new GetCoachMessages();

  it('reads lang: en or fr, en by default, anything else BAD_LANGUAGE', () => {
    expect(operation.parse(undefined, {})).to.deep.equal({ ok: true, value: 'en' });
    expect(operation.parse(undefined, { lang: 'fr' })).to.deep.equal({ ok: true, value: 'fr' });
    for (const lang of ['de', 'FR', '']) expect(operation.parse(undefined, { lang })).to.deep.include({ ok: false });
  });

  it('answers every message of the language with the engine version, in the documented shape, and a tag per language', async () => {
    const answers = await Promise.all((['en', 'fr'] as const).map((lang) => operation.run({ input: lang })));
    const [en, fr] = answers.map((a) => (a.ok ? a.value : expect.fail('refused')));
    expect(en?.body).to.deep.equal({ ok: true, lang: 'en', engineVersion: ENGINE_VERSION, messages: MESSAGES.en });
    expect(fr?.body).to.deep.include({ lang: 'fr', messages: MESSAGES.fr });
    for (const answer of [en, fr]) expect(validateAgainst(schemaIdOf('coach-messages-response'), answer?.body)).to.deep.equal({ valid: true });
    expect(en?.etag).to.match(new RegExp(`^"coach-${ENGINE_VERSION.replace(/\./g, '\\.')}-en-`));
    expect(fr?.etag).to.not.equal(en?.etag);
    // The same body, the same tag: a second call revalidates.
    const again = await operation.run({ input: 'en' });
    expect(again.ok && again.value.etag).to.equal(en?.etag);
  });
});
