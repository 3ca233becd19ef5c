import { expect } from 'chai';
import { runGrpcLoadPhase } from '../src/grpc-load-phase.js';
import { BENCH_REQUESTS } from '../src/bench-requests.js';
import { startBenchServer } from '../src/bench-servers.js';

/** The bench's HTTP/2 gRPC client (node:http2): it reads answers as grpc-js does. No timing asserted. */
describe('bench: the HTTP/2 client loading the gRPC scenario', () => {
  it('counts every call OK against the gRPC server, as the grpc-js client does, and a refused call as refused', async () => {
    const scenario = await startBenchServer('parasol-grpc');
    try {
      expect(scenario.url).to.match(/^grpc:\/\/127\.0\.0\.1:\d+$/);
      const target = { url: scenario.url, credentials: BENCH_REQUESTS.quote.credentials };
      for (const client of ['h2', 'grpc-js'] as const) {
        const phase = await runGrpcLoadPhase(target, 8, { seconds: 0.5 }, client);
        expect(phase.requests, client).to.be.greaterThan(10);
        expect({ non2xx: phase.non2xx, errors: phase.errors, timeouts: phase.timeouts, codes: Object.keys(phase.statusCodes) }, client).to.deep.equal({ non2xx: 0, errors: 0, timeouts: 0, codes: ['0'] });
      }
      // A phase of calls sends exactly that many.
      expect((await runGrpcLoadPhase(target, 4, { amount: 37 })).requests).to.equal(37);
      const refused = await runGrpcLoadPhase({ url: scenario.url, credentials: { ...target.credentials, secret: 'not-the-secret' } }, 4, { seconds: 0.3 });
      expect(refused.requests).to.equal(0);
      expect(refused.non2xx).to.be.greaterThan(0);
      expect(Object.keys(refused.statusCodes)).to.deep.equal(['16']);
    } finally {
      await scenario.close();
    }
  });
});
