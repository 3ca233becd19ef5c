import { expect } from 'chai';
import { judge, type MeasuredRun } from '../../src/bench/bench-report.js';
import { runGrpcLoadPhase } from '../../src/bench/grpc-load-phase.js';
import { SCENARIO_KEYS, startScenario } from '../../src/bench/scenarios.js';

/** The gRPC bench scenario works and is judged against REST; its speed is measured by `npm run bench`, never asserted here. */
describe('bench: the gRPC sandbox quote scenario', () => {
  it('answers the bench quote over gRPC under load, every call OK, with the bench key not held to 60 calls a minute', async () => {
    const scenario = await startScenario('grpc-sandbox-quotes');
    try {
      expect(scenario.url).to.match(/^grpc:\/\/127\.0\.0\.1:\d+$/);
      const phase = await runGrpcLoadPhase({ url: scenario.url, credentials: SCENARIO_KEYS['grpc-sandbox-quotes'] }, 4, 1);
      expect(phase.requests).to.be.greaterThan(60);
      expect({ non2xx: phase.non2xx, errors: phase.errors, codes: Object.keys(phase.statusCodes) }).to.deep.equal({ non2xx: 0, errors: 0, codes: ['0'] });
    } finally {
      await scenario.close();
    }
  });

  it('judges gRPC against REST by server CPU per request, measured in the same run', () => {
    const run = (cpu: number) => ({ serverCpuUsPerRequest: cpu, requestsPerSecond: 1000 }) as MeasuredRun;
    expect(judge({ 'sandbox-quotes': run(200), 'grpc-sandbox-quotes': run(180) })).to.deep.include({ ratios: { ...judge({}).ratios, grpcVsRestCpu: 0.9 } });
    expect(judge({ 'sandbox-quotes': run(200), 'grpc-sandbox-quotes': run(180) }).pass.grpcCpuAtMostRest).to.equal(true);
    expect(judge({ 'sandbox-quotes': run(200), 'grpc-sandbox-quotes': run(201) }).pass.grpcCpuAtMostRest).to.equal(false);
    expect(judge({ 'sandbox-quotes': run(200) }).pass.grpcCpuAtMostRest).to.equal(null);
  });
});
