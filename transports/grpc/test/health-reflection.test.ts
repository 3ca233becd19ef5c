import { expect } from 'chai';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { fromBinary } from '@bufbuild/protobuf';
import { FileDescriptorProtoSchema } from '@bufbuild/protobuf/wkt';
import { startHarness, type GrpcHarness } from './grpc-harness.js';

const require = createRequire(import.meta.url);
const HEALTH_PROTO = join(dirname(require.resolve('grpc-health-check/package.json')), 'proto');
const REFLECTION_PROTO = join(dirname(require.resolve('@grpc/reflection/package.json')), 'build', 'proto');

type Message = Record<string, unknown>;
type Stub = grpc.Client & Record<string, (...args: unknown[]) => unknown>;

/** A client of a standard service, from the .proto its package ships (as grpcurl would use it). */
const clientOf = (file: string, includeDir: string, service: string, address: string): Stub => {
  const pkg = grpc.loadPackageDefinition(protoLoader.loadSync(file, { includeDirs: [includeDir], keepCase: true, longs: String, enums: String, defaults: true, oneofs: true }));
  const Constructor = service.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], pkg) as grpc.ServiceClientConstructor;
  return new Constructor(address, grpc.credentials.createInsecure()) as Stub;
};

/** One request on the bidirectional reflection stream, its one answer. */
const reflect = (client: Stub, request: Message): Promise<Message> =>
  new Promise((resolve, reject) => {
    const stream = client['ServerReflectionInfo']?.() as grpc.ClientDuplexStream<Message, Message>;
    stream.once('data', (answer: Message) => {
      resolve(answer);
      stream.end();
    });
    stream.once('error', reject);
    stream.write(request);
  });

const healthOf = (client: Stub, service: string): Promise<{ error: grpc.ServiceError | null; status?: string }> =>
  new Promise((resolve) => (client['Check'] as (r: Message, cb: (e: grpc.ServiceError | null, a?: Message) => void) => void).call(client, { service }, (error, answer) => resolve({ error, ...(answer ? { status: String(answer['status']) } : {}) })));

describe('grpc: standard health checking and server reflection', () => {
  let h: GrpcHarness;
  let health: Stub;
  const reflection: Record<'v1' | 'v1alpha', Stub> = {} as never;

  before(async () => {
    h = await startHarness({ adminToken: 'test-admin-token-0123456789abcdef' });
    health = clientOf('health/v1/health.proto', HEALTH_PROTO, 'grpc.health.v1.Health', h.server.address);
    reflection.v1 = clientOf('grpc/reflection/v1/reflection.proto', REFLECTION_PROTO, 'grpc.reflection.v1.ServerReflection', h.server.address);
    reflection.v1alpha = clientOf('grpc/reflection/v1alpha/reflection.proto', REFLECTION_PROTO, 'grpc.reflection.v1alpha.ServerReflection', h.server.address);
  });
  after(async () => {
    for (const c of [health, reflection.v1, reflection.v1alpha]) c.close();
    await h.close();
  });

  it('answers SERVING for the server and for each service, NOT_FOUND for a service it does not have', async () => {
    expect(await healthOf(health, '')).to.deep.include({ error: null, status: 'SERVING' });
    for (const service of h.server.services.filter((s) => s.startsWith('parasol.'))) expect(await healthOf(health, service), service).to.deep.include({ status: 'SERVING' });
    expect((await healthOf(health, 'parasol.nothing.v1.Nothing')).error?.code).to.equal(grpc.status.NOT_FOUND);
  });

  for (const version of ['v1', 'v1alpha'] as const) {
    it(`reflection ${version} lists every service, health and reflection included`, async () => {
      const answer = await reflect(reflection[version], { list_services: '' });
      const names = ((answer['list_services_response'] as Message)['service'] as Message[]).map((s) => s['name']);
      expect(names).to.include.members(['parasol.travel.v1.Travel', 'grpc.health.v1.Health', 'grpc.reflection.v1.ServerReflection']);
      expect(names).to.have.members(h.server.services);
    });

    it(`reflection ${version} describes the Travel service and its messages, enough to call it`, async () => {
      const answer = await reflect(reflection[version], { file_containing_symbol: 'parasol.travel.v1.Travel' });
      const files = ((answer['file_descriptor_response'] as Message)['file_descriptor_proto'] as Buffer[]).map((bytes) => fromBinary(FileDescriptorProtoSchema, bytes) as unknown as Message);
      const travel = files.find((f) => f['package'] === 'parasol.travel.v1') as Message;
      const service = (travel['service'] as Message[]).find((s) => s['name'] === 'Travel') as Message;
      expect((service['method'] as Message[]).map((m) => m['name'])).to.include.members(['Meta', 'Quote', 'Link', 'Bilan', 'Cards', 'Conversion', 'Statement']);
      expect((travel['messageType'] as Message[]).map((m) => m['name'])).to.include.members(['QuoteRequest', 'QuoteResponse', 'Offer', 'Error']);
      // The file's own name, and its imports come along under theirs, so a tool resolves google.type.Decimal.
      expect(travel['name']).to.equal('parasol/travel/v1/travel.proto');
      expect(travel['dependency']).to.deep.equal(['google/type/decimal.proto']);
      expect(files.map((f) => f['name'])).to.include.members(travel['dependency'] as string[]);
      const decimal = files.find((f) => f['package'] === 'google.type') as Message;
      expect((decimal['messageType'] as Message[]).map((m) => m['name'])).to.include('Decimal');
      // proto3 optional fields keep their flag: a generated client tells unset from zero.
      const offer = (travel['messageType'] as Message[]).find((m) => m['name'] === 'Offer') as Message;
      const id = (offer['field'] as Message[]).find((f) => f['name'] === 'id') as Message;
      expect(id['proto3Optional']).to.equal(true);
    });
  }

  it('reflects the internal services only when they are served (an admin token is configured)', async () => {
    expect(h.server.services).to.include.members(['parasol.admin.v1.Admin', 'parasol.funnel.v1.Funnel', 'parasol.ledger.v1.Ledger']);
  });
});
