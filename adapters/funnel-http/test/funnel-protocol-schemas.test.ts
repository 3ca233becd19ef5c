import { expect } from 'chai';
import { SUBSCRIPTION_STAGES } from '@parasol/core';
import { FUNNEL_PROTOCOL, LANGUAGES, SCHEMA_BASE } from '@parasol/core/internal';

type Json = Record<string, unknown>;
const property = (schema: Json, name: string): Json => (schema['properties'] as Record<string, Json>)[name] as Json;

/** The protocol's schemas agree with core's own lists, so the funnel and Parasol name the same values. */
describe('funnel-http: the funnel protocol schemas', () => {
  const { quoteRequest, quoteResponse, stageResponse } = FUNNEL_PROTOCOL.schemas;
  const documents: [string, Json][] = [
    ['funnel-quote-request', quoteRequest],
    ['funnel-quote-response', quoteResponse],
    ['funnel-stage-response', stageResponse],
  ];

  it('are draft 2020-12 documents with a title, whose $id names their file', () => {
    for (const [name, schema] of documents) {
      expect(schema['$schema'], name).to.equal('https://json-schema.org/draft/2020-12/schema');
      expect(schema['$id'], name).to.equal(`${SCHEMA_BASE}${name}.schema.json`);
      expect(schema['title'], name).to.be.a('string');
    }
  });

  it('list the 26 funnel languages and the four subscription stages, in core order', () => {
    expect(property(quoteRequest, 'language')['enum']).to.deep.equal([...LANGUAGES]);
    for (const schema of [quoteResponse, stageResponse]) expect(property(schema, 'stage')['enum']).to.deep.equal([...SUBSCRIPTION_STAGES]);
  });

  it('give quote ids the pattern the client checks before putting one in a path', () => {
    for (const schema of [quoteResponse, stageResponse]) expect(property(schema, 'quoteId')['pattern']).to.equal(FUNNEL_PROTOCOL.idPattern.source);
  });

  it('leave answers open to additions, so a funnel may add a field without a new version', () => {
    for (const schema of [quoteResponse, stageResponse] as Json[]) expect(schema['additionalProperties']).to.equal(undefined);
  });
});
