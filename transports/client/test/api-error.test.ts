import { expect } from 'chai';
import { ERROR_CATALOGUE, wireCode, type ErrorCode } from '@parasol/core';
import { API_ERRORS, isApiErrorCode, ParasolApiError, ParasolHttpClient, unwrap } from '../src/index.js';

describe('@parasol/client: typed errors', () => {
  it("knows every code the server sends, with the server's status", () => {
    for (const code of Object.keys(ERROR_CATALOGUE) as ErrorCode[]) {
      expect(isApiErrorCode(wireCode(code)), code).to.equal(true);
      if (wireCode(code) === code) expect(API_ERRORS[code as keyof typeof API_ERRORS].status).to.equal(ERROR_CATALOGUE[code].http);
    }
    expect(isApiErrorCode('HTTP_502')).to.equal(false);
    expect(isApiErrorCode('toString'), 'an inherited property is no code').to.equal(false);
  });

  it('unwrap returns the body of a success and throws a refusal as ParasolApiError with what the answer said', async () => {
    const answers = [
      { status: 200, body: { ok: true, marker: 'meta' } },
      { status: 429, headers: { 'retry-after': '86400', 'x-request-id': 'req_abc' }, body: { error: 'QUOTA_EXCEEDED', detail: 'reads bucket spent', bucket: 'reads' } },
    ];
    const client = new ParasolHttpClient({
      baseUrl: 'http://parasol.test',
      keyId: 'ak_test_errors',
      secret: 'sk_test_errors',
      fetch: async () => {
        const next = answers.shift()!;
        return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json', ...next.headers } });
      },
    });
    expect(unwrap(await client.meta())).to.deep.include({ marker: 'meta' });
    const refused = await client.meta();
    let thrown: unknown;
    try {
      unwrap(refused);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(ParasolApiError);
    const error = thrown as ParasolApiError;
    expect(error).to.include({ status: 429, code: 'QUOTA_EXCEEDED', requestId: 'req_abc', retryAfterSeconds: 86400, message: '429 QUOTA_EXCEEDED: reads bucket spent' });
    expect(error.body).to.deep.include({ bucket: 'reads' });
  });
});
