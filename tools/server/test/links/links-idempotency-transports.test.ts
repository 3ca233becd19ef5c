import { expect } from 'chai';
import { signRequest } from '@parasol/core';
import { aTripBody } from '@parasol/core/test-support';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { startGrpcServer, TravelClient, type RunningGrpcServer } from '@parasol/grpc';
import { aLinksFacade, aSession, type LinksFacade } from './links-facade.js';

/**
 * The Idempotency-Key on the wire (the rule itself: links-idempotency-keys.test.ts): REST reads the
 * header and marks a replay `Idempotent-Replayed: true`; gRPC reads the `idempotency-key` metadata
 * entry and marks it with an `idempotent-replayed` trailer. One store behind both, and a request is
 * its exact bytes: a key used over REST then sent over gRPC (another encoding of the same content)
 * is another request, refused as a reused key rather than answered with the other's answer.
 */
describe('Idempotency-Key over REST and gRPC', () => {
  let facade: LinksFacade;
  let rest: RunningServer;
  let grpc: RunningGrpcServer;
  let client: TravelClient;
  before(async () => {
    facade = await aLinksFacade();
    rest = await startRestServer({ parasol: facade.parasol });
    grpc = await startGrpcServer({ parasol: facade.parasol });
    client = new TravelClient(grpc.address);
  });
  after(async () => {
    client.close();
    await grpc.close();
    await rest.close();
  });

  const post = async (key: { keyId: string; secret: string }, body: unknown, idempotencyKey: string) => {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(facade.clock.now() / 1000));
    const path = '/api/v1/travel/links';
    return fetch(new URL(path, rest.url), {
      method: 'POST',
      headers: {
        'x-svc-key-id': key.keyId,
        'x-svc-timestamp': timestamp,
        'x-svc-signature': signRequest(key.secret, { timestamp, method: 'POST', pathname: path, rawBody: Buffer.from(raw) }),
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: raw,
    });
  };

  it('REST: the replay carries Idempotent-Replayed: true and the first body; the first answer does not', async () => {
    const key = await facade.aKey({ mode: 'live' });
    const session = await aSession(facade, key);
    const link = { sessionId: session.sessionId, trip: aTripBody(), offerId: session.offerIds[0]! };
    const first = await post(key, link, 'rest-1');
    expect([first.status, first.headers.get('idempotent-replayed')]).to.deep.equal([201, null]);
    const again = await post(key, link, 'rest-1');
    expect([again.status, again.headers.get('idempotent-replayed')]).to.deep.equal([201, 'true']);
    expect(await again.json()).to.deep.equal(await first.json());
    const other = await post(key, { ...link, offerId: session.offerIds[1]! }, 'rest-1');
    expect([other.status, ((await other.json()) as { error: string }).error]).to.deep.equal([409, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('gRPC: the replay carries the idempotent-replayed trailer; a key first used over REST is a reused key over gRPC', async () => {
    const key = await facade.aKey({ mode: 'live' });
    const session = await aSession(facade, key);
    const link = { sessionId: session.sessionId, trip: aTripBody(), offerId: session.offerIds[0]! };
    const first = await client.signedCall('Link', link, key, facade.clock.now(), {}, 'grpc-1');
    expect([first.status, first.trailers['idempotent-replayed']]).to.deep.equal([201, undefined]);
    const again = await client.signedCall('Link', link, key, facade.clock.now(), {}, 'grpc-1');
    expect([again.status, again.trailers['idempotent-replayed']]).to.deep.equal([201, 'true']);
    expect(again.body).to.deep.equal(first.body);
    // The same store: the key 'rest-2' over REST, then over gRPC with the same content.
    const viaRest = await post(key, link, 'rest-2');
    expect(viaRest.status).to.equal(200);
    const viaGrpc = await client.signedCall('Link', link, key, facade.clock.now(), {}, 'rest-2');
    expect([viaGrpc.status, viaGrpc.body['error']]).to.deep.equal([409, 'IDEMPOTENCY_KEY_REUSED']);
  });
});
