import { expect } from 'chai';
import { tmpdir } from 'node:os';
import { signGrpcCall } from '../src/index.js';
import { buf } from './buf-cli.js';
import { startHarness, type GrpcHarness } from './grpc-harness.js';

/**
 * `buf curl`, a client from another toolchain (Go's protobuf and gRPC), against a real server on
 * 127.0.0.1 with no local .proto: it learns every service and message through server reflection
 * alone, as grpcurl or a Python or Go developer's tooling would. Run from a directory with no
 * buf.yaml, so nothing but reflection can describe the schema.
 */
describe('grpc: buf curl through reflection, no local .proto', () => {
  let h: GrpcHarness;
  let url: string;
  const curl = (args: readonly string[]) => buf(['curl', '--protocol', 'grpc', '--http2-prior-knowledge', ...args], tmpdir());

  before(async () => {
    h = await startHarness({ adminToken: 'x'.repeat(32) });
    url = `http://${h.server.address}`;
  });
  after(() => h.close());

  it('lists every method of every service', async () => {
    const { stdout } = await curl(['--list-methods', url]);
    const methods = stdout.trim().split('\n');
    expect(methods).to.include.members([
      'parasol.travel.v1.Travel/Meta',
      'parasol.travel.v1.Travel/Quote',
      'parasol.admin.v1.Admin/CreatePartner',
      'parasol.ledger.v1.Ledger/Statement',
      'grpc.health.v1.Health/Check',
      'grpc.reflection.v1.ServerReflection/ServerReflectionInfo',
    ]);
  });

  it('encodes a request from the reflected message types: a signed Quote', async () => {
    const path = '/parasol.travel.v1.Travel/Quote';
    const request = { trip: { intent: 'forTourism', startDate: '2027-07-01', endDate: '2027-07-14', countryResidence: 'FR', arrivalCountries: ['ES'], travellers: [{ age: 34 }] } };
    // buf writes the fields in field-number order, as protobuf-es does here: the same bytes, signed ahead.
    const bytes = h.client.encodeRequest('Quote', request);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = signGrpcCall(h.key.secret, path, bytes, timestamp);
    const { stdout } = await curl(['-H', `x-svc-key-id: ${h.key.keyId}`, '-H', `x-svc-timestamp: ${timestamp}`, '-H', `x-svc-signature: ${signature}`, '-d', JSON.stringify(request), `${url}${path}`]);
    const answer = JSON.parse(stdout) as { offers: { id: string; price: { amount: { value: string }; amountInCents: string } }[] };
    expect(answer.offers.length).to.be.greaterThan(0);
    const [offer] = answer.offers;
    // An id is an int64 (a JSON string in proto3 JSON), an amount a google.type.Decimal.
    expect(offer?.id).to.match(/^\d+$/);
    expect(Number(offer?.price.amount.value) * 100).to.be.closeTo(Number(offer?.price.amountInCents), 0.5);
  });

  it('checks health', async () => {
    const { stdout } = await curl(['-d', '{"service": "parasol.travel.v1.Travel"}', `${url}/grpc.health.v1.Health/Check`]);
    expect(JSON.parse(stdout)).to.deep.equal({ status: 'SERVING' });
  });

  it('makes a signed Travel/Meta call, its answer printed with the types reflection gave', async () => {
    const path = '/parasol.travel.v1.Travel/Meta';
    const timestamp = String(Math.floor(Date.now() / 1000));
    // Meta's request is the empty message: zero bytes, whatever the client's serialiser.
    const signature = signGrpcCall(h.key.secret, path, new Uint8Array(0), timestamp);
    const { stdout } = await curl(['-H', `x-svc-key-id: ${h.key.keyId}`, '-H', `x-svc-timestamp: ${timestamp}`, '-H', `x-svc-signature: ${signature}`, '-d', '{}', `${url}${path}`]);
    const answer = JSON.parse(stdout) as { key: { keyId: string; mode: string }; trip: { maxTravellers: unknown } };
    expect(answer.key).to.deep.include({ keyId: h.key.keyId, mode: 'sandbox' });
    // An int64: proto3 JSON prints it as a string, which only a client that knows the field's type does.
    expect(answer.trip.maxTravellers).to.be.a('string').and.match(/^\d+$/);
  });

  it('gets the refusal of an unsigned call as the catalogue status', async () => {
    const failure = await curl(['-d', '{}', `${url}/parasol.travel.v1.Travel/Meta`]).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(failure).to.match(/unauthenticated/);
  });
});
