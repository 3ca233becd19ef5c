import { expect } from 'chai';
import { ParasolClient } from '../../src/api/parasol-client.js';
import type { Answer, SignedCall } from '../../src/contract/signed-call.js';
import { verifySignature } from '../../src/auth/signature.js';
import { NOON, SequenceRandom, TestClock } from './fakes.js';

const SECRET = 'sk_test_clientSecret0000000000';

/** A client whose calls are captured instead of handled. */
function aCapturingClient() {
  const calls: SignedCall[] = [];
  const answer: Answer = { status: 200, body: {}, rateLimit: { limit: 0, remaining: 0, resetSeconds: 1, burstRemaining: 0 }, requestId: 'req_test' };
  const client = new ParasolClient(
    async (call) => {
      calls.push(call);
      return answer;
    },
    { keyId: 'ak_test_client0001', secret: SECRET },
    new TestClock(NOON + 750),
    new SequenceRandom(),
  );
  return { client, calls };
}

const verifiesAsSent = (call: SignedCall) =>
  verifySignature(call.signature ?? '', [SECRET], { timestamp: call.timestamp ?? '', method: call.method, pathname: call.path, rawBody: call.rawBody });

describe('api: in-process client', () => {
  it('signs a POST over the exact JSON bytes it sends, with the current unix second', async () => {
    const { client, calls } = aCapturingClient();
    await client.quote({ trip: { intent: 'leisure' } });
    const [call] = calls;
    expect(call).to.deep.include({ method: 'POST', path: '/api/v1/travel/quotes', keyId: 'ak_test_client0001', timestamp: String(NOON / 1000) });
    expect(Buffer.from(call!.rawBody).toString('utf8')).to.equal('{"trip":{"intent":"leisure"}}');
    expect(verifiesAsSent(call!)).to.equal(true);
  });

  it('sends a string body as given, byte for byte', async () => {
    const { client, calls } = aCapturingClient();
    await client.bilan('{ "residence" : "FR" }');
    expect(Buffer.from(calls[0]!.rawBody).toString('utf8')).to.equal('{ "residence" : "FR" }');
    expect(verifiesAsSent(calls[0]!)).to.equal(true);
  });

  it('signs a GET with an empty body and keeps the query string out of the signed path', async () => {
    const { client, calls } = aCapturingClient();
    await client.cards({ country: 'FR', lang: 'en' });
    const [call] = calls;
    expect(call).to.deep.include({ method: 'GET', path: '/api/v1/coach/cards', query: { country: 'FR', lang: 'en' } });
    expect(call!.rawBody).to.have.length(0);
    expect(verifiesAsSent(call!)).to.equal(true);
  });

  it('gives every call its own request id', async () => {
    const { client, calls } = aCapturingClient();
    await client.meta();
    await client.meta();
    expect(calls[0]!.requestId).to.match(/^req_/);
    expect(calls[0]!.requestId).to.not.equal(calls[1]!.requestId);
  });
});
