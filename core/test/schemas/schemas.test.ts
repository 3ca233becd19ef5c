import { expect } from 'chai';
import { SCHEMA_BASE, SCHEMAS, schemaIdOf, validateAgainst } from '@parasol/core/internal';
import { at, schemaNamed, subschemas } from './schema-documents.js';
import { aLinkResponse, aMetaResponse, anOffer, aPostbackResponse, aQuoteResponse } from './samples.js';

const REQUESTS = ['trip', 'traveller', 'quote-request', 'link-request', 'postback-request'] as const;
const RESPONSES = ['normalised-trip', 'quote-response', 'offer', 'link-response', 'meta-response', 'postback-response'] as const;

const accepts = (name: Parameters<typeof schemaIdOf>[0], value: unknown) => validateAgainst(schemaIdOf(name), value).valid;

describe('the API schemas', () => {
  it('are draft 2020-12 documents whose $id is https://parasol.dev/schemas/<name>.schema.json', () => {
    for (const schema of SCHEMAS) {
      expect(schema.$schema).to.equal('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).to.match(new RegExp(`^${SCHEMA_BASE.replaceAll('.', '\\.')}[a-z-]+\\.schema\\.json$`));
      expect(schema['title'], schema.$id).to.be.a('string');
    }
  });

  it('refer to each other by $id, and every reference resolves', () => {
    const byId = new Map(SCHEMAS.map((s) => [s.$id, s]));
    for (const schema of SCHEMAS) {
      for (const [pointer, node] of subschemas(schema)) {
        const ref = node['$ref'];
        if (ref === undefined) continue;
        const target = new URL(String(ref), schema.$id);
        const fragment = decodeURIComponent(target.hash.slice(1));
        target.hash = '';
        expect(byId.has(target.href), `${schema.$id}#${pointer}: ${String(ref)}`).to.equal(true);
        expect(at(byId.get(target.href), fragment), String(ref)).to.be.an('object');
      }
    }
  });

  it('requests ignore unknown fields: no schema of a request closes an object', () => {
    for (const name of REQUESTS) {
      for (const [pointer, node] of subschemas(schemaNamed(name))) {
        expect(node['additionalProperties'], `${name}${pointer}`).to.not.equal(false);
        expect(node['unevaluatedProperties'], `${name}${pointer}`).to.equal(undefined);
      }
    }
  });

  it('responses describe exactly what is emitted: every object with properties is closed', () => {
    for (const name of RESPONSES) {
      for (const [pointer, node] of subschemas(schemaNamed(name))) {
        if ('properties' in node && !pointer.includes('/if')) expect(node['additionalProperties'], `${name}${pointer}`).to.equal(false);
      }
    }
  });

  describe('offer', () => {
    it('accepts an offer with an icon, and one without (iconUrl absent)', () => {
      const { iconUrl: _icon, ...withoutIcon } = anOffer();
      expect(accepts('offer', anOffer())).to.equal(true);
      expect(accepts('offer', withoutIcon)).to.equal(true);
    });

    it('refuses iconUrl null or empty: it is absent or a URI', () => {
      expect(accepts('offer', anOffer({ iconUrl: null }))).to.equal(false);
      expect(accepts('offer', anOffer({ iconUrl: '' }))).to.equal(false);
      expect(accepts('offer', anOffer({ iconUrl: 'not a uri' }))).to.equal(false);
    });

    it('accepts an unknown guarantee slug (a forward-compatible addition) but not an unknown state', () => {
      expect(accepts('offer', anOffer({ guarantees: { petRepatriation: { state: 'included', value: null } } }))).to.equal(true);
      expect(accepts('offer', anOffer({ guarantees: { privateRc: { state: 'sometimes', value: null } } }))).to.equal(false);
      expect(accepts('offer', anOffer({ guarantees: { privateRc: { state: 'value' } } }))).to.equal(false);
    });

    it('refuses a field the API does not emit', () => {
      expect(accepts('offer', anOffer({ productCode: 'GLB-1' }))).to.equal(false);
    });
  });

  it('quote response: sandbox with a notice, live with a partner fee breakdown', () => {
    expect(validateAgainst(schemaIdOf('quote-response'), aQuoteResponse())).to.deep.equal({ valid: true });
    const live = aQuoteResponse({ mode: 'live', meta: { apiVersion: '1.0.0', language: 'de', partnerFee: { feeBps: 1200, upliftBps: 300, commissionBps: 1500 } } });
    expect(accepts('quote-response', live)).to.equal(true);
    expect(accepts('quote-response', aQuoteResponse({ sessionId: 'abc' }))).to.equal(false);
    expect(accepts('quote-response', aQuoteResponse({ trip: { ...(aQuoteResponse()['trip'] as object), intent: 'humanitarianAuPair' } }))).to.equal(false);
  });

  it('link response: live with a ref, sandbox with ref null and no offer', () => {
    expect(validateAgainst(schemaIdOf('link-response'), aLinkResponse())).to.deep.equal({ valid: true });
    expect(accepts('link-response', aLinkResponse({ mode: 'sandbox', ref: null, offerId: null, meta: { apiVersion: '1.0.0', language: 'en', notice: 'Sandbox link.' } }))).to.equal(true);
    expect(accepts('link-response', aLinkResponse({ offerId: 0 }))).to.equal(false);
  });

  it('meta response: the reference constants as served, key quota and lifetime included', () => {
    expect(validateAgainst(schemaIdOf('meta-response'), aMetaResponse())).to.deep.equal({ valid: true });
    expect(accepts('meta-response', aMetaResponse({ usStates: ['CA'] }))).to.equal(false);
  });

  it('postback response: the sale as booked', () => {
    expect(validateAgainst(schemaIdOf('postback-response'), aPostbackResponse())).to.deep.equal({ valid: true });
  });

  it('error body: a code, maybe a detail, and extra fields allowed', () => {
    expect(accepts('error', { error: 'QUOTA_EXCEEDED', bucket: 'writes', requestId: 'req_1', somethingNew: 1 })).to.equal(true);
    expect(accepts('error', { error: 'CARD_MODE_FORBIDDEN', permittedModes: ['bin', 'none'] })).to.equal(true);
    expect(accepts('error', { detail: 'no code' })).to.equal(false);
  });

  it('validateAgainst reports each violation with its JSON pointer, and refuses an unknown schema id', () => {
    const check = validateAgainst(schemaIdOf('traveller'), { age: 121 });
    expect(check).to.deep.equal({ valid: false, violations: [{ path: '/age', keyword: 'maximum', message: 'must be <= 120' }] });
    expect(() => validateAgainst(`${SCHEMA_BASE}nothing.schema.json`, {})).to.throw(/no schema registered/);
  });
});
