import { expect } from 'chai';
import { partnerOperations } from '../../src/api/partner-operations.js';
import { modeOfKeyId } from '../../src/contract/api-key.js';
import type { Caller, Operation, OperationRequest } from '../../src/contract/operation.js';
import type { Endpoint } from '../../src/contract/endpoints.js';
import type { PartnerRecord } from '../../src/contract/partner.js';
import { fail, ok } from '../../src/shared/result.js';

/**
 * admin.asPartner: the API's operation run as the partner's own call (the console's webhooks and
 * payouts). The operation's parse and authorize decide as they do for a signed call; only then
 * does it run, with a caller no signed call can ever be.
 */
describe('partnerOperations: an operation run as a partner’s call, without a key', () => {
  const acme = { code: 'acme', status: 'approved' } as PartnerRecord;
  const runs: OperationRequest<string>[] = [];
  const echo: Operation<string> = {
    endpoint: { id: 'echo' } as Endpoint,
    parse: (_body, query) => (query['id'] === undefined ? fail('BAD_REQUEST', 'id is missing') : ok(query['id'])),
    authorize: (input: string, caller: Caller) => (input === 'theirs' ? { code: 'WEBHOOK_ENDPOINT_NOT_FOUND', detail: `not ${caller.partner?.code}'s` } : undefined),
    run: async (request) => {
      runs.push(request);
      return ok({ status: 200, body: { echoed: request.input } });
    },
  };
  const operations = partnerOperations([echo as Operation], async (code) => (code === 'acme' ? acme : undefined));

  beforeEach(() => {
    runs.length = 0;
  });

  it('runs the operation with the query as parsed, as the partner in the mode asked, under a key id no signed call can have', async () => {
    const answered = await operations.run('echo', 'acme', 'live', { query: { id: 'we_1' } });
    expect(answered).to.deep.equal({ ok: true, value: { status: 200, body: { echoed: 'we_1' } } });
    const [request] = runs;
    expect(request?.caller.partner).to.equal(acme);
    expect(request?.caller.mode).to.equal('live');
    expect(request?.caller.key.keyId).to.equal('console:acme');
    expect(modeOfKeyId(request!.caller.key.keyId)).to.equal(undefined);
  });

  it('answers the parse’s and the authorization’s refusals without running', async () => {
    expect(await operations.run('echo', 'acme', 'sandbox', {})).to.deep.include({ ok: false, failure: { code: 'BAD_REQUEST', detail: 'id is missing' } });
    expect(await operations.run('echo', 'acme', 'sandbox', { query: { id: 'theirs' } })).to.deep.equal({ ok: false, failure: { code: 'WEBHOOK_ENDPOINT_NOT_FOUND', detail: "not acme's" } });
    expect(runs).to.have.length(0);
  });

  it('finds nothing for an endpoint not composed or a partner that does not exist', async () => {
    expect(operations.serves('echo')).to.equal(true);
    expect(operations.serves('listPayouts')).to.equal(false);
    for (const [endpoint, partner] of [['listPayouts', 'acme'], ['echo', 'nobody']] as const) {
      const answered = await operations.run(endpoint, partner, 'live', { query: { id: 'x' } });
      expect(answered.ok, `${endpoint} ${partner}`).to.equal(false);
      expect(!answered.ok && answered.failure.code).to.equal('NOT_FOUND');
    }
    expect(runs).to.have.length(0);
  });
});
