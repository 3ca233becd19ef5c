import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schemaIdOf, validateAgainst, type QuoteResponse } from '@parasol/core';
import { startInsurerSimulator, type InsurerSimulator } from '../../src/insurer-sim/index.js';
import { BENCH_INSURERS, writeBenchCatalogue } from '../../src/bench/bench-catalogue.js';
import { QUOTE_BODY, QUOTE_PATH, signedQuoteHeaders } from '../../src/bench/bench-request.js';
import { SCENARIO_KEYS, startScenario, type RunningScenario, type ScenarioName } from '../../src/bench/scenarios.js';
import { startPinnedChild } from '../../src/bench/pinned-child.js';

/**
 * Every benchmark server answers the bench request 200 with the right body: a bench that loads
 * a server answering 4xx measures nothing. Functional only; speed lives in `npm run bench`.
 */
describe('bench: the scenario servers answer the bench quote', () => {
  const running: RunningScenario[] = [];
  const simulators: InsurerSimulator[] = [];
  let directory: string | undefined;
  afterEach(async () => {
    await Promise.all(running.splice(0).map((scenario) => scenario.close()));
    await Promise.all(simulators.splice(0).map((simulator) => simulator.close()));
    if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
    directory = undefined;
  });

  const start = async (name: ScenarioName, cataloguePath?: string) => {
    const scenario = await startScenario(name, cataloguePath === undefined ? {} : { cataloguePath });
    running.push(scenario);
    return scenario;
  };

  /** One bench request exactly as the load generator sends it. */
  const quote = async (name: ScenarioName, scenario: RunningScenario) => {
    const answer = await fetch(`${scenario.url}${QUOTE_PATH}`, { method: 'POST', headers: signedQuoteHeaders(SCENARIO_KEYS[name], Date.now()), body: QUOTE_BODY });
    return { status: answer.status, headers: answer.headers, body: (await answer.json()) as Record<string, unknown> };
  };

  /** The twelve bench insurers on loopback, instant, and the catalogue pointing at them. */
  const insurers = async () => {
    for (const insurer of BENCH_INSURERS) simulators.push(await startInsurerSimulator({ currency: insurer.currency }));
    directory = mkdtempSync(join(tmpdir(), 'parasol-bench-test-'));
    return writeBenchCatalogue(directory, simulators.map((simulator) => simulator.url), 2_000);
  };

  it('bare-koa answers a few bytes of JSON read from the request', async () => {
    const answer = await quote('bare-koa', await start('bare-koa'));
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ ok: true, currency: 'EUR' });
  });

  it('sandbox-quotes prices the bench trip over signed REST, and its key is not held to the 60 calls a minute', async () => {
    const scenario = await start('sandbox-quotes');
    const first = await quote('sandbox-quotes', scenario);
    expect(first.status).to.equal(200);
    expect(validateAgainst(schemaIdOf('quote-response'), first.body)).to.deep.equal({ valid: true });
    const body = first.body as unknown as QuoteResponse;
    expect(body.mode).to.equal('sandbox');
    expect(body.offers).to.not.be.empty;
    for (let i = 0; i < 70; i += 1) expect((await quote('sandbox-quotes', scenario)).status).to.equal(200);
  });

  it('bare-koa-quote answers the very quote the sandbox answers, minus the session token', async () => {
    const canned = await quote('bare-koa-quote', await start('bare-koa-quote'));
    const priced = await quote('sandbox-quotes', await start('sandbox-quotes'));
    expect(canned.status).to.equal(200);
    // The session token is fresh and the expiry moves with the clock; everything else is the same bytes.
    const comparable = (body: Record<string, unknown>) => ({ ...body, sessionId: undefined, quote: { ...(body.quote as object), expiresAt: undefined } });
    expect(comparable(canned.body)).to.deep.equal(comparable(priced.body));
  });

  it('live-quotes rates all twelve bench insurers, once each, for their two offers', async () => {
    const scenario = await start('live-quotes', await insurers());
    const answer = await quote('live-quotes', scenario);
    expect(answer.status).to.equal(200);
    const body = answer.body as unknown as QuoteResponse;
    expect(body.mode).to.equal('live');
    expect(body.offers).to.have.length(24);
    expect(body.unpricedCount).to.equal(0);
    expect(simulators.map((simulator) => simulator.requestCount())).to.deep.equal(BENCH_INSURERS.map(() => 1));
  });

  it('bare-fanout asks all twelve bench insurers, once each, questions they accept', async () => {
    const scenario = await start('bare-fanout', await insurers());
    const answer = await quote('bare-fanout', scenario);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ ok: true, insurers: 12 });
    expect(simulators.map((simulator) => simulator.requestCount())).to.deep.equal(BENCH_INSURERS.map(() => 1));
  });

  it('runs as the pinned child process the benchmark starts, announcing its URL', async () => {
    const server = await startPinnedChild<{ url: string }>('./bench-server.ts', ['bare-koa'], { cpu: 0 });
    try {
      expect((await quote('bare-koa', { url: server.ready.url, credentials: SCENARIO_KEYS['bare-koa'], close: async () => {} })).status).to.equal(200);
    } finally {
      await server.stop();
    }
    expect(server.stderr()).to.deep.equal([]);
  });

  it('starts the twelve insurers as a pinned child process, each announced by its rating URL', async () => {
    const fleet = await startPinnedChild<{ urls: string[] }>('./bench-insurers.ts', ['--latency', '0'], { cpu: 1 });
    try {
      expect(fleet.ready.urls).to.have.length(BENCH_INSURERS.length);
      expect(new Set(fleet.ready.urls).size).to.equal(BENCH_INSURERS.length);
    } finally {
      await fleet.stop();
    }
  });
});
