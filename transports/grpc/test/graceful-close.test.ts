import { expect } from 'chai';
import * as grpc from '@grpc/grpc-js';
import type { Parasol } from '@parasol/core';
import { startGrpcServer, TravelClient } from '../src/index.js';
import { startHarness, type GrpcHarness } from './grpc-harness.js';

/** The harness's Parasol, answering each call `ms` late: a call under way when the server closes. */
const slowed = (parasol: Parasol, ms: number): Parasol => ({ ...parasol, endpoints: parasol.endpoints, handle: async (call) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return parasol.handle(call);
} });

describe('grpc: closing the server', () => {
  let h: GrpcHarness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h.close());

  it('lets a call under way finish within the grace, refuses new ones, and resolves once down (twice is harmless)', async () => {
    const server = await startGrpcServer({ parasol: slowed(h.parasol, 400), shutdownGraceMs: 5_000 });
    const client = new TravelClient(server.address);
    const underWay = client.signedCall('Meta', {}, h.key, h.clock.now());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = Promise.all([server.close(), server.close()]);
    expect((await underWay).status).to.equal(200);
    await closed;
    const late = await client.signedCall('Meta', {}, h.key, h.clock.now(), { deadline: Date.now() + 1_000 });
    expect(late.grpcCode).to.be.oneOf([grpc.status.UNAVAILABLE, grpc.status.DEADLINE_EXCEEDED]);
    client.close();
  });

  it('cuts a call still under way when the grace runs out', async () => {
    const server = await startGrpcServer({ parasol: slowed(h.parasol, 3_000), shutdownGraceMs: 200 });
    const client = new TravelClient(server.address);
    const underWay = client.signedCall('Meta', {}, h.key, h.clock.now());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).to.be.below(2_000);
    expect((await underWay).grpcCode).to.not.equal(grpc.status.OK);
    client.close();
  });
});
