import { expect } from 'chai';
import { FunnelSimulator } from '../../../tools/sims/src/funnel-sim/index.js';
import type { HttpQuoteFunnel } from '../src/index.js';
import { PROBE_QUOTE_ID } from '../src/index.js';
import { TOKEN, aFunnel } from './fixtures.js';

/** /readyz's funnel check: one GET of a quote id no funnel hands out. */
describe('funnel-http: the readiness probe', () => {
  const funnels: HttpQuoteFunnel[] = [];
  let simulator: FunnelSimulator | undefined;
  afterEach(async () => {
    for (const funnel of funnels.splice(0)) funnel.close();
    await simulator?.stop();
    simulator = undefined;
  });
  const aProbedFunnel = (url: string, token = TOKEN) => {
    const funnel = aFunnel(url, { token });
    funnels.push(funnel);
    return funnel;
  };

  it('is ready when the funnel answers the unknown quote with its 404, sending one GET with the token', async () => {
    simulator = await new FunnelSimulator({ token: TOKEN }).start();
    const reachability = await aProbedFunnel(simulator.url).probe();
    expect(reachability).to.include({ ok: true, detail: 'external' });
    expect(reachability.latencyMs).to.be.a('number');
    expect(simulator.calls().map((call) => [call.method, call.path])).to.deep.equal([['GET', `/v1/quotes/${PROBE_QUOTE_ID}`]]);
  });

  it('is not ready when the funnel refuses the token, fails, or cannot be reached; the token is in no detail', async () => {
    simulator = await new FunnelSimulator({ token: TOKEN }).start();
    expect(await aProbedFunnel(simulator.url, 'fnl_wrong_token_0000').probe()).to.include({ ok: false, detail: 'token refused (HTTP 401)' });
    simulator.injectFault({ kind: 'refuse', status: 503 });
    expect(await aProbedFunnel(simulator.url).probe()).to.include({ ok: false, detail: 'HTTP 503' });
    const url = simulator.url;
    await simulator.stop();
    simulator = undefined;
    const down = await aProbedFunnel(url).probe();
    expect(down).to.include({ ok: false, detail: 'connection: ECONNREFUSED' });
    expect(JSON.stringify(down)).to.not.include(TOKEN);
  });
});
