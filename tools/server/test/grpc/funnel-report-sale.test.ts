import { expect } from 'chai';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { newAdminToken, PROTOS_DIR, startGrpcServer, type RunningGrpcServer } from '@parasol/grpc';
import { PARTNER, REF, TRIP, startWebServer, type WebServer } from '../web/web-harness.js';

/**
 * An external funnel reports a sale it made through the internal Funnel service with its own
 * credential (the admin token), never as a partner: Funnel.ReportSale books it once, keyed by the
 * subscription id, moves the subscription to subscribed, and the partner's postback of the same
 * purchase is then refused (docs/funnel-protocol.md, docs/money.md "Who books a sale").
 */
const definition = protoLoader.loadSync('parasol/funnel/v1/funnel.proto', { includeDirs: [PROTOS_DIR], keepCase: false, longs: Number, defaults: false });
const Funnel = (grpc.loadPackageDefinition(definition) as unknown as { parasol: { funnel: { v1: { Funnel: grpc.ServiceClientConstructor } } } }).parasol.funnel.v1.Funnel;

type Message = Record<string, unknown>;

describe('Funnel.ReportSale: an external funnel reports its sale with its own credential', function () {
  this.timeout(20_000);
  const token = newAdminToken();
  let web: WebServer;
  let server: RunningGrpcServer;
  let client: grpc.Client & Record<string, (r: Message, m: grpc.Metadata, cb: (e: grpc.ServiceError | null, r?: Message) => void) => void>;
  let subscriptionId: string;
  let partnerClient: ReturnType<WebServer['parasol']['client']>;

  beforeEach(async () => {
    web = await startWebServer();
    server = await startGrpcServer({ parasol: web.parasol, adminToken: token });
    client = new Funnel(server.address, grpc.credentials.createInsecure()) as typeof client;
    partnerClient = web.parasol.client(await web.aKey({ mode: 'live' }));
    const sessionId = ((await partnerClient.quote({ trip: TRIP })).body as { sessionId: string }).sessionId;
    ({ subscriptionId } = (await partnerClient.link({ sessionId, trip: TRIP, offerId: 9001 })).body as { subscriptionId: string });
  });
  afterEach(async () => {
    client.close();
    await server.close();
    await web.close();
  });

  const reportSale = (request: Message, bearer = token): Promise<{ error: grpc.ServiceError | null; response?: Message }> => {
    const metadata = new grpc.Metadata();
    metadata.set('authorization', `Bearer ${bearer}`);
    return new Promise((resolve) => client.reportSale!(request, metadata, (error, response) => resolve({ error, ...(response ? { response } : {}) })));
  };
  const report = () => ({ subscriptionId, premiumMinor: 4250, currency: 'EUR', policyNumber: 'POL-77' });
  const liveSales = async () => (await web.parasol.admin.ledger!.statement(PARTNER, 'live', { limit: 10 })).sales;

  it('books one pending funnel sale at the premium reported and moves the subscription to subscribed with the policy number; reported twice, still one', async () => {
    const first = await reportSale(report());
    expect(first.error).to.equal(null);
    expect(first.response).to.include({ subscriptionId, stage: 'subscribed' });
    const again = await reportSale(report());
    expect(again.error).to.equal(null);
    expect(again.response).to.include({ subscriptionId, stage: 'subscribed' });

    expect((await liveSales()).map((s) => [s.externalOrderId, s.origin, s.status, s.amountMinor, s.currency])).to.deep.equal([[subscriptionId, 'funnel', 'pending', 4250, 'EUR']]);
    expect((await web.parasol.admin.subscriptions!.get(subscriptionId))?.policy).to.deep.equal({ policyNumber: 'POL-77', documentUrls: [] });

    // The same purchase posted back by the partner: refused, the sale left as it was (a purchase is paid once).
    const postback = await partnerClient.call('POST', '/api/postback/conversion', { ref: REF, externalOrderId: subscriptionId, amount: 42.5, currency: 'EUR', status: 'pending' });
    expect(postback.status).to.equal(409);
    expect((postback.body as { error: string }).error).to.equal('SALE_BOOKED_BY_FUNNEL');
    expect(await liveSales()).to.have.length(1);
  });

  it('answers NOT_FOUND for an unknown subscription and books nothing', async () => {
    const { error } = await reportSale({ ...report(), subscriptionId: 'sub_unknown' });
    expect(error?.code).to.equal(grpc.status.NOT_FOUND);
    expect(error?.metadata.get('parasol-error-code')).to.deep.equal(['SUBSCRIPTION_NOT_FOUND']);
    expect(await liveSales()).to.deep.equal([]);
  });

  it('refuses a wrong token UNAUTHENTICATED: nothing booked, nothing moved', async () => {
    const { error } = await reportSale(report(), newAdminToken());
    expect(error?.code).to.equal(grpc.status.UNAUTHENTICATED);
    expect(await liveSales()).to.deep.equal([]);
    expect((await web.parasol.admin.subscriptions!.get(subscriptionId))?.stage).to.equal('quoting');
  });

  it('refuses a premium that is not a positive whole number of minor units, or an unknown currency (INVALID_ARGUMENT)', async () => {
    for (const bad of [{ premiumMinor: 0 }, { premiumMinor: -5 }, { currency: 'XXX' }, { policyNumber: '' }]) {
      const { error } = await reportSale({ ...report(), ...bad });
      expect(error?.code, JSON.stringify(bad)).to.equal(grpc.status.INVALID_ARGUMENT);
    }
    expect(await liveSales()).to.deep.equal([]);
  });
});
