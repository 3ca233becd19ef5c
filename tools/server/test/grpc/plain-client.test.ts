import { expect } from 'chai';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import protobuf from 'protobufjs';
import { signRequest } from '@parasol/core';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { PROTOS_DIR, startGrpcServer, type RunningGrpcServer } from '@parasol/grpc';
import { aWorld, KEYS, NOON, PARTNER, TRIP } from './grpc-world.js';

/**
 * A plain grpc-js client, as a partner would write one from the .proto files alone: stubs from
 * @grpc/proto-loader, requests built by hand, signed as the README says (HMAC of
 * `${ts}.POST.${methodPath}.` followed by the serialised request message), refusals read from
 * grpc-status-details-bin with protobufjs. Nothing of @parasol/grpc is used on the client side.
 */
const definition = protoLoader.loadSync('parasol/travel/v1/travel.proto', { includeDirs: [PROTOS_DIR], keepCase: true, longs: Number, defaults: false, oneofs: true });
const Travel = (grpc.loadPackageDefinition(definition) as unknown as { parasol: { travel: { v1: { Travel: grpc.ServiceClientConstructor } } } }).parasol.travel.v1.Travel;

type Message = Record<string, unknown>;
type Answer = { error: grpc.ServiceError | null; response?: Message; trailers: grpc.Metadata };

const statusTypes = (() => {
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => (target.startsWith('google/protobuf/') ? target : join(PROTOS_DIR, target));
  root.loadSync(['google/rpc/status.proto', 'google/rpc/error_details.proto', 'parasol/travel/v1/travel.proto'], { keepCase: true });
  return { status: root.lookupType('google.rpc.Status'), errorInfo: root.lookupType('google.rpc.ErrorInfo'), error: root.lookupType('parasol.travel.v1.Error') };
})();

describe('a plain grpc-js client calls every public operation, signing as documented', () => {
  let grpcServer: RunningGrpcServer;
  let restServer: RunningServer;
  let client: grpc.Client & Record<string, (...args: unknown[]) => grpc.ClientUnaryCall>;

  /** Signs the request's serialisation and sends the same message; the trailers come with the answer. */
  const call = (rpc: string, request: Message, key: { keyId: string; secret: string } = KEYS.all, options: grpc.CallOptions = {}): Promise<Answer> => {
    const method = Travel.service[rpc] as grpc.MethodDefinition<Message, Message>;
    const bytes = method.requestSerialize(request);
    const timestamp = String(Math.floor(NOON / 1000));
    const signature = `v2=${createHmac('sha256', key.secret).update(`${timestamp}.POST.${method.path}.`).update(bytes).digest('hex')}`;
    const metadata = new grpc.Metadata();
    metadata.set('x-svc-key-id', key.keyId);
    metadata.set('x-svc-timestamp', timestamp);
    metadata.set('x-svc-signature', signature);
    return new Promise((resolve) => {
      let outcome: { error: grpc.ServiceError | null; response?: Message } | undefined;
      let trailers: grpc.Metadata | undefined;
      const settle = () => outcome && trailers && resolve({ ...outcome, trailers });
      const stub = client[method.originalName as string] as (r: Message, m: grpc.Metadata, o: grpc.CallOptions, cb: (e: grpc.ServiceError | null, r?: Message) => void) => grpc.ClientUnaryCall;
      stub
        .call(client, request, metadata, options, (error, response) => {
          outcome = { error, ...(response ? { response } : {}) };
          settle();
        })
        .on('status', (status: grpc.StatusObject) => {
          trailers = status.metadata;
          settle();
        });
    });
  };

  const trip = { intent: 'forTourism', start_date: TRIP.startDate, end_date: TRIP.endDate, country_residence: 'FR', arrival_countries: ['ES', 'IT'], travellers: [{ age: 34 }, { age: 36 }], currency: 'EUR' };

  before(async () => {
    const { parasol } = await aWorld();
    grpcServer = await startGrpcServer({ parasol });
    restServer = await startRestServer({ parasol });
    client = new Travel(grpcServer.address, grpc.credentials.createInsecure()) as never;
  });
  after(async () => {
    client.close();
    await Promise.all([grpcServer.close(), restServer.close()]);
  });

  it('Meta: the calling key and the reference data', async () => {
    const { error, response, trailers } = await call('Meta', {});
    expect(error).to.equal(null);
    expect((response?.['key'] as Message)['key_id']).to.equal(KEYS.all.keyId);
    expect(trailers.get('x-http-status')).to.deep.equal(['200']);
    expect(Number(trailers.get('x-ratelimit-burst-remaining')[0])).to.be.a('number').and.be.below(1000);
  });

  let sessionId = '';
  let offerId = 0;
  it('Quote: offers cheapest first, and a session', async () => {
    const { error, response } = await call('Quote', { trip, language: 'fr' });
    expect(error).to.equal(null);
    const offers = response?.['offers'] as Message[];
    expect(offers.length).to.be.greaterThan(1);
    // An amount is a google.type.Decimal: its decimal text.
    const amounts = offers.map((o) => Number(((o['price'] as Message)['amount'] as Message)['value']));
    expect(amounts.every((a) => a > 0)).to.equal(true);
    expect(amounts).to.deep.equal([...amounts].sort((a, b) => a - b));
    // The sandbox's cheapest offer has no icon: absent, never null or empty.
    expect(offers[0]).to.not.have.property('icon_url');
    sessionId = response?.['session_id'] as string;
    offerId = offers[0]?.['id'] as number;
    expect(sessionId).to.match(/^qs_/);
  });

  it('Link: 201 the first time (x-http-status), then replayed', async () => {
    const first = await call('Link', { session_id: sessionId, trip, offer_id: offerId });
    expect(first.error).to.equal(null);
    expect(first.trailers.get('x-http-status')).to.deep.equal(['201']);
    const again = await call('Link', { session_id: sessionId, trip, offer_id: offerId });
    expect(again.trailers.get('x-http-status')).to.deep.equal(['200']);
    expect(again.response?.['replayed']).to.equal(true);
    // A sandbox link credits nothing: ref is REST's null, the unset field.
    expect(again.response?.['ref']).to.equal(undefined);
    expect(again.response?.['offer_id']).to.equal(offerId);
  });

  it('Bilan: destinations are country codes, vars maps', async () => {
    const { error, response } = await call('Bilan', { residence: 'FR', destinations: ['US'], card: { bank: 'BNP Paribas', network: 'visa', tier: 'mid' } });
    expect(error).to.equal(null);
    expect(response?.['destinations']).to.deep.equal(['US']);
    expect(((response?.['bilan'] as Message)['headline'] as Message)['vars']).to.be.an('object');
  });

  it('Cards: the query as message fields', async () => {
    const { error, response, trailers } = await call('Cards', { country: 'FR' });
    expect(error).to.equal(null);
    expect(response?.['country']).to.equal('FR');
    expect(trailers.get('cache-control')).to.deep.equal(['private, max-age=3600']);
  });

  it('CoachMessages: the catalogue as a map, with its entity tag in the trailers', async () => {
    const { error, response, trailers } = await call('CoachMessages', { lang: 'fr' });
    expect(error).to.equal(null);
    expect(response?.['lang']).to.equal('fr');
    expect((response?.['messages'] as Record<string, string>)['coach.arg.repatriation.pitch']).to.contain('rapatriement');
    expect(trailers.get('etag')[0]).to.match(/^"coach-.*-fr-/);
    expect(trailers.get('cache-control')).to.deep.equal(['private, max-age=86400']);
  });

  it('Conversion and Statement: a sale and its balances', async () => {
    const conversion = await call('Conversion', { ref: `${PARTNER}-web1`, external_order_id: 'P-1', amount: { value: '105.5' }, status: 'pending' });
    expect(conversion.error).to.equal(null);
    expect(conversion.response?.['outcome']).to.equal('created');
    const statement = await call('Statement', { status: 'pending' });
    expect(statement.error).to.equal(null);
    expect((statement.response?.['sales'] as Message[]).map((s) => s['external_order_id'])).to.deep.equal(['P-1']);
    expect((statement.response?.['sales'] as Message[]).map((s) => (s['amount'] as Message)['value'])).to.deep.equal(['105.5']);
  });

  it('a refusal: the catalogue status, google.rpc.Status details (ErrorInfo and the REST error body) and plain trailers', async () => {
    const { error, trailers } = await call('Quote', { trip: { ...trip, travellers: [] } });
    expect(error?.code).to.equal(grpc.status.INVALID_ARGUMENT);
    expect(trailers.get('parasol-error-code')).to.deep.equal(['NO_TRAVELLERS']);
    expect(trailers.get('x-http-status')).to.deep.equal(['400']);
    const status = statusTypes.status.toObject(statusTypes.status.decode(trailers.get('grpc-status-details-bin')[0] as Buffer)) as { code: number; message: string; details: { type_url: string; value: Uint8Array }[] };
    expect(status.code).to.equal(grpc.status.INVALID_ARGUMENT);
    expect(status.message).to.equal(error?.details);
    expect(status.details.map((d) => d.type_url)).to.deep.equal(['type.googleapis.com/google.rpc.ErrorInfo', 'type.googleapis.com/parasol.travel.v1.Error']);
    const info = statusTypes.errorInfo.toObject(statusTypes.errorInfo.decode(status.details[0]?.value as Uint8Array));
    expect(info).to.deep.include({ reason: 'NO_TRAVELLERS', domain: 'parasol.dev' });
    const body = statusTypes.error.toObject(statusTypes.error.decode(status.details[1]?.value as Uint8Array));
    expect(body).to.deep.include({ error: 'NO_TRAVELLERS', detail: error?.details });
  });

  it('a signature over the REST path does not verify over gRPC (the method path is signed)', async () => {
    const method = Travel.service['Meta'] as grpc.MethodDefinition<Message, Message>;
    const timestamp = String(Math.floor(NOON / 1000));
    const metadata = new grpc.Metadata();
    metadata.set('x-svc-key-id', KEYS.all.keyId);
    metadata.set('x-svc-timestamp', timestamp);
    metadata.set('x-svc-signature', signRequest(KEYS.all.secret, { timestamp, method: 'GET', pathname: '/api/v1/travel/meta', rawBody: method.requestSerialize({}) }));
    const error = await new Promise<grpc.ServiceError | null>((resolve) => (client['meta'] as (r: Message, m: grpc.Metadata, cb: (e: grpc.ServiceError | null) => void) => void).call(client, {}, metadata, resolve));
    expect(error?.code).to.equal(grpc.status.UNAUTHENTICATED);
    expect(error?.metadata.get('parasol-error-code')).to.deep.equal(['INVALID_SIGNATURE']);
  });

  it('counts a key\'s calls over both transports in the same buckets', async () => {
    const remainingOverGrpc = async () => Number((await call('Quote', { trip })).trailers.get('x-ratelimit-remaining')[0]);
    const before = await remainingOverGrpc();
    const body = JSON.stringify({ trip: TRIP });
    const timestamp = String(Math.floor(NOON / 1000));
    const response = await fetch(`${restServer.url}/api/v1/travel/quotes`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-svc-key-id': KEYS.all.keyId,
        'x-svc-timestamp': timestamp,
        'x-svc-signature': signRequest(KEYS.all.secret, { timestamp, method: 'POST', pathname: '/api/v1/travel/quotes', rawBody: Buffer.from(body) }),
      },
      body,
    });
    expect(Number(response.headers.get('x-ratelimit-remaining'))).to.equal(before - 1);
    expect(await remainingOverGrpc()).to.equal(before - 2);
  });
});
