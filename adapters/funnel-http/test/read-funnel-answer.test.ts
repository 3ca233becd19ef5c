import { expect } from 'chai';
import { FUNNEL_PROTOCOL } from '@parasol/core/internal';
import type { RawAnswer } from '../src/funnel-exchange.js';
import { readQuoteAnswer, readStageAnswer } from '../src/read-funnel-answer.js';

const anAnswer = (overrides: Partial<RawAnswer> = {}): RawAnswer => ({
  status: 200,
  contentType: 'application/json; charset=utf-8',
  version: FUNNEL_PROTOCOL.version,
  body: JSON.stringify({ quoteId: 'q_1', stage: 'quoting' }),
  ...overrides,
});

/** docs/funnel-protocol.md, "What counts as refused": the answer rules one by one, without a network. */
describe('funnel-http: reading the funnel answers', () => {
  it('takes a 201 (created) and a 200 (updated) alike, and ignores unknown properties', () => {
    for (const status of [201, 200]) expect(readQuoteAnswer(anAnswer({ status }))).to.deep.equal({ ok: true, value: { upstreamQuoteId: 'q_1' } });
    const extended = anAnswer({ body: JSON.stringify({ quoteId: 'q_1', stage: 'quoting', expiresAt: '2026-08-01T00:00:00Z' }) });
    expect(readQuoteAnswer(extended).ok).to.equal(true);
    expect(readQuoteAnswer(anAnswer({ version: undefined })).ok, 'the version header is optional on answers').to.equal(true);
  });

  it('refuses any other status, redirects and empty successes included', () => {
    for (const status of [202, 204, 301, 302, 400, 409, 500, 503]) {
      expect(readQuoteAnswer(anAnswer({ status, body: '' }))).to.deep.equal({ ok: false, reason: 'refused', detail: `HTTP ${status}` });
    }
    expect(readStageAnswer(anAnswer({ status: 201 }), 'q_1')).to.deep.equal({ ok: false, reason: 'refused', detail: 'HTTP 201' });
  });

  it('names the funnel error code of a refusal only when it is a short upper-case code', () => {
    const refusal = (body: string, contentType = 'application/json') => readQuoteAnswer(anAnswer({ status: 409, body, contentType }));
    expect(refusal('{"error":"QUOTE_NOT_QUOTING","stage":"paid"}')).to.deep.include({ detail: 'HTTP 409 QUOTE_NOT_QUOTING' });
    expect(refusal('{"error":"the quote is paid, see https://x"}')).to.deep.include({ detail: 'HTTP 409' });
    expect(refusal(JSON.stringify({ error: 'A'.repeat(65) }))).to.deep.include({ detail: 'HTTP 409' });
    expect(refusal('{"error":"QUOTE_NOT_QUOTING"}', 'text/plain')).to.deep.include({ detail: 'HTTP 409' });
    expect(refusal('<html>')).to.deep.include({ detail: 'HTTP 409' });
  });

  it('refuses another protocol version, a non-JSON content type, a body that is not JSON or breaks the schema', () => {
    const details = [
      anAnswer({ version: '2' }),
      anAnswer({ contentType: 'text/html' }),
      anAnswer({ contentType: undefined }),
      anAnswer({ body: '{"quoteId":' }),
      anAnswer({ body: '{"stage":"quoting"}' }),
      anAnswer({ body: '{"quoteId":"q 1","stage":"quoting"}' }),
      anAnswer({ body: '{"quoteId":"q_1","stage":"pending"}' }),
      anAnswer({ body: '[]' }),
    ].map((answer) => {
      const outcome = readQuoteAnswer(answer);
      return outcome.ok ? 'ok' : outcome.detail;
    });
    expect(details).to.deep.equal([
      'answered in protocol version 2',
      'content-type text/html',
      'content-type missing',
      'body is not JSON',
      "answer does not match the schema: / must have required property 'quoteId'",
      'answer does not match the schema: /quoteId must match pattern "^[A-Za-z0-9_-]{1,128}$"',
      'answer does not match the schema: /stage must be equal to one of the allowed values',
      'answer does not match the schema: / must be object',
    ]);
  });

  it('refuses an upsert answered with a stage past quoting: the trip was not written', () => {
    expect(readQuoteAnswer(anAnswer({ body: '{"quoteId":"q_1","stage":"paid"}' }))).to.deep.equal({
      ok: false,
      reason: 'refused',
      detail: 'quote q_1 is at stage paid, not quoting',
    });
  });

  it('reads every stage of the quote asked for, and refuses an answer about another quote', () => {
    for (const stage of ['quoting', 'presubscribed', 'paid', 'subscribed']) {
      expect(readStageAnswer(anAnswer({ body: JSON.stringify({ quoteId: 'q_1', stage }) }), 'q_1')).to.deep.equal({ ok: true, value: { stage } });
    }
    expect(readStageAnswer(anAnswer(), 'q_2')).to.deep.equal({ ok: false, reason: 'refused', detail: 'answer names another quote' });
  });
});
