import { expect } from 'chai';
import * as grpc from '@grpc/grpc-js';
import type { Parasol, SignedCall } from '@parasol/core';
import { startGrpcServer, TravelClient } from '../src/index.js';
import { startHarness, type GrpcHarness } from './grpc-harness.js';

/**
 * A client's deadline reaches the core as SignedCall.timeoutMs (what is left of it), which bounds
 * the insurer fan-out (core/test/pricing/price-trip.test.ts shows the bound itself).
 */
describe('grpc: the client deadline', () => {
  let h: GrpcHarness;
  const seen: SignedCall[] = [];
  let client: TravelClient;
  let close: () => Promise<void>;

  before(async () => {
    h = await startHarness();
    const watching: Parasol = { ...h.parasol, endpoints: h.parasol.endpoints, handle: (call) => (seen.push(call), h.parasol.handle(call)) };
    const server = await startGrpcServer({ parasol: watching });
    client = new TravelClient(server.address);
    close = async () => {
      client.close();
      await server.close();
      await h.close();
    };
  });
  after(() => close());

  it('hands the core what is left of the deadline', async () => {
    const answer = await client.signedCall('Meta', {}, h.key, h.clock.now(), { deadline: Date.now() + 2_000 });
    expect(answer.grpcCode).to.equal(grpc.status.OK);
    expect(seen.at(-1)?.timeoutMs).to.be.within(1_000, 2_000);
  });

  it('sets no limit when the client sets none', async () => {
    await client.signedCall('Meta', {}, h.key, h.clock.now());
    expect(seen.at(-1)).to.not.have.property('timeoutMs');
  });
});
