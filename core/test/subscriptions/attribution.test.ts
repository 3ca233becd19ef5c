import { expect } from 'chai';
import fc from 'fast-check';
import { type Caller, type KeyMode, type PartnerRecord, type TrackedLink } from '@parasol/core';
import { attributionOf } from '@parasol/core/internal';
import { anApiKeyRecord, aPartnerRecord } from '@parasol/port-contracts';

/** A link of the partner's account; active and not the default unless told. */
const aLink = (code: string, overrides: Partial<TrackedLink> = {}): TrackedLink => ({ code, archived: false, default: false, ...overrides });

/** acme with a default link, a second active one and an archived one. */
const acme = (): PartnerRecord =>
  aPartnerRecord({ code: 'acme', links: [aLink('default', { default: true }), aLink('blog2026'), aLink('oldpromo', { archived: true })] });

/** `null`: a key with no partner (undefined would take the default, acme). */
const aCaller = (mode: KeyMode, partner: PartnerRecord | null = acme()): Caller => ({
  key: anApiKeyRecord({ keyId: mode === 'live' ? 'ak_live_attribution01' : 'ak_test_attribution01', mode, ...(partner ? { partnerCode: partner.code } : {}) }),
  mode,
  ...(partner ? { partner } : {}),
});

const refusal = (result: ReturnType<typeof attributionOf>) => (result.ok ? 'OK' : result.failure.code);

describe('attribution of a session’s first /links call (attributionOf)', () => {
  it('credits the partner’s default link when no linkCode is sent (live): ref partnerCode-shortCode', () => {
    expect(attributionOf(aCaller('live'), undefined)).to.deep.equal({ ok: true, value: { ref: 'acme-default', linkCode: 'default', partnerCode: 'acme' } });
  });

  it('credits the tracked link named by linkCode (live)', () => {
    expect(attributionOf(aCaller('live'), 'blog2026')).to.deep.equal({ ok: true, value: { ref: 'acme-blog2026', linkCode: 'blog2026', partnerCode: 'acme' } });
  });

  it('refuses an archived, an unknown or another partner’s linkCode with LINK_NOT_FOUND, in sandbox and live alike', () => {
    const other = aPartnerRecord({ code: 'globex', links: [aLink('globexads', { default: true })] });
    for (const mode of ['live', 'sandbox'] as const) {
      expect(refusal(attributionOf(aCaller(mode), 'oldpromo')), `${mode} archived`).to.equal('LINK_NOT_FOUND');
      expect(refusal(attributionOf(aCaller(mode), 'neverexisted')), `${mode} unknown`).to.equal('LINK_NOT_FOUND');
      // globexads exists, but on globex's account: acme's key cannot credit it.
      expect(refusal(attributionOf(aCaller(mode), other.links[0]!.code)), `${mode} not the caller's`).to.equal('LINK_NOT_FOUND');
    }
  });

  it('matches link codes exactly: a different case or a prefix is another code', () => {
    for (const code of ['Blog2026', 'BLOG2026', 'blog', 'blog20266']) expect(refusal(attributionOf(aCaller('live'), code)), code).to.equal('LINK_NOT_FOUND');
  });

  it('checks a sandbox key’s linkCode the same way but stores no ref (spec: sandbox ref is null)', () => {
    expect(attributionOf(aCaller('sandbox'), 'blog2026')).to.deep.equal({ ok: true, value: { ref: null, linkCode: 'blog2026', partnerCode: 'acme' } });
    expect(attributionOf(aCaller('sandbox'), undefined)).to.deep.equal({ ok: true, value: { ref: null, linkCode: 'default', partnerCode: 'acme' } });
  });

  it('gives a sandbox key without a partner no attribution at all, and refuses any linkCode it sends', () => {
    const orphan = aCaller('sandbox', null);
    expect(attributionOf(orphan, undefined)).to.deep.equal({ ok: true, value: { ref: null, linkCode: null } });
    expect(refusal(attributionOf(orphan, 'default'))).to.equal('LINK_NOT_FOUND');
  });

  it('follows the default when the account moves it to another link', () => {
    const moved = aPartnerRecord({ code: 'acme', links: [aLink('default'), aLink('summer2026', { default: true })] });
    expect(attributionOf(aCaller('live', moved), undefined)).to.deep.include({ ok: true, value: { ref: 'acme-summer2026', linkCode: 'summer2026', partnerCode: 'acme' } });
  });

  it('property: agrees with the rule as the spec states it, for any account, link code and mode', () => {
    const CODES = ['default', 'blog2026', 'summer', 'oldpromo', 'newsletter'];
    const anAccount = fc
      .record({
        code: fc.constantFrom('acme', 'globex', 'ab12'),
        links: fc.uniqueArray(fc.record({ code: fc.constantFrom(...CODES), archived: fc.boolean() }), { selector: (l) => l.code, maxLength: CODES.length }),
        defaultIndex: fc.nat(CODES.length),
      })
      // At most one default, never archived (partnerProblems refuses anything else).
      .map(({ code, links, defaultIndex }) =>
        aPartnerRecord({ code, links: links.map((l, i) => ({ ...l, archived: i === defaultIndex ? false : l.archived, default: i === defaultIndex })) }),
      );
    fc.assert(
      fc.property(fc.constantFrom<KeyMode>('live', 'sandbox'), fc.option(anAccount, { nil: undefined }), fc.option(fc.constantFrom(...CODES, 'unknown1'), { nil: undefined }), (mode, partner, linkCode) => {
        const result = attributionOf(aCaller(mode, partner ?? null), linkCode);
        const active = partner?.links.filter((l) => !l.archived).map((l) => l.code) ?? [];
        if (linkCode !== undefined && !active.includes(linkCode)) {
          expect(refusal(result)).to.equal('LINK_NOT_FOUND');
          return;
        }
        if (!result.ok) return expect.fail(`refused ${result.failure.code}`);
        const credited = linkCode ?? partner?.links.find((l) => l.default)?.code ?? null;
        expect(result.value.linkCode).to.equal(partner === undefined ? null : credited);
        expect(result.value.partnerCode).to.equal(partner?.code);
        expect(result.value.ref).to.equal(mode === 'live' && partner !== undefined && credited !== null ? `${partner.code}-${credited}` : null);
      }),
      { numRuns: 300 },
    );
  });
});
