import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { type FunnelOutcome, type Logger } from '@parasol/core';
import { FUNNEL_PROTOCOL } from '@parasol/core/internal';
import type { HttpQuoteFunnel } from '../src/index.js';
import { FunnelSimulator, type FunnelFault } from '../../../tools/sims/src/funnel-sim/index.js';
import { TOKEN, aFunnel, aFunnelQuote } from './fixtures.js';

type Line = { level: 'info' | 'warn' | 'error'; message: string; fields: Record<string, unknown> };

/** A logger keeping every line, to assert what an operator would read. */
const recordingLogger = (): { logger: Logger; lines: Line[] } => {
  const lines: Line[] = [];
  const keep = (level: Line['level']) => (message: string, fields: Record<string, unknown> = {}) => lines.push({ level, message, fields });
  return { logger: { info: keep('info'), warn: keep('warn'), error: keep('error') }, lines };
};

/** docs/funnel-protocol.md, "Logging": one warn line per failed call, and the token in no detail and no line. */
describe('funnel-http: failures are logged at warn, and the token never leaves the header', () => {
  const simulators: FunnelSimulator[] = [];
  const funnels: HttpQuoteFunnel[] = [];
  const aSimulator = async () => {
    const simulator = await new FunnelSimulator({ token: TOKEN }).start();
    simulators.push(simulator);
    return simulator;
  };
  const aLoggedFunnel = (url: string, logger: Logger) => {
    const funnel = aFunnel(url, { logger, timeoutMs: 100 });
    funnels.push(funnel);
    return funnel;
  };
  afterEach(async () => {
    for (const funnel of funnels.splice(0)) funnel.close();
    await Promise.all(simulators.splice(0).map((simulator) => simulator.stop()));
  });

  it('logs one warn line per failed call, with the request id the funnel received and the cause', async () => {
    const simulator = await aSimulator();
    const { logger, lines } = recordingLogger();
    simulator.injectFault({ kind: 'refuse', status: 503 });
    const quote = aFunnelQuote();
    expect(await aLoggedFunnel(simulator.url, logger).upsertQuote(quote)).to.deep.include({ ok: false, detail: 'HTTP 503 SIMULATED_REFUSAL' });
    expect(lines).to.have.length(1);
    const [line] = lines as [Line];
    expect(line).to.deep.include({ level: 'warn', message: 'funnel call failed' });
    expect(line.fields).to.deep.equal({
      operation: 'upsertQuote',
      funnelRequestId: simulator.calls()[0]?.headers[FUNNEL_PROTOCOL.requestIdHeader],
      subscriptionId: quote.subscriptionId,
      reason: 'refused',
      detail: 'HTTP 503 SIMULATED_REFUSAL',
    });
  });

  it('logs nothing for a call that succeeds, and a null request id for a call never sent', async () => {
    const simulator = await aSimulator();
    const { logger, lines } = recordingLogger();
    const funnel = aLoggedFunnel(simulator.url, logger);
    const created = await funnel.upsertQuote(aFunnelQuote());
    expect(created.ok).to.equal(true);
    if (created.ok) expect((await funnel.readStage(created.value.upstreamQuoteId)).ok).to.equal(true);
    expect(lines).to.have.length(0);
    await funnel.readStage('not/an/id');
    expect(lines.map((line) => line.fields)).to.deep.equal([
      { operation: 'readStage', funnelRequestId: null, quoteId: 'not/an/id', reason: 'refused', detail: 'quote id is not a protocol id' },
    ]);
  });

  it('sends the token in the authorization header, and in no detail nor log line of any failure', async () => {
    const simulator = await aSimulator();
    const { logger, lines } = recordingLogger();
    const funnel = aLoggedFunnel(simulator.url, logger);
    const faults: FunnelFault[] = [{ kind: 'refuse', status: 401 }, { kind: 'garbage' }, { kind: 'invalid' }, { kind: 'reset' }, { kind: 'hang' }];
    const outcomes: FunnelOutcome<unknown>[] = [];
    for (const fault of faults) {
      simulator.injectFault(fault, 2);
      outcomes.push(await funnel.upsertQuote(aFunnelQuote()), await funnel.readStage('q_any'));
    }
    await simulator.stop();
    outcomes.push(await funnel.upsertQuote(aFunnelQuote()));

    expect(simulator.calls().every((call) => call.headers['authorization'] === `Bearer ${TOKEN}`)).to.equal(true);
    expect(simulator.calls()).to.have.length(faults.length * 2);
    expect(outcomes.every((outcome) => !outcome.ok)).to.equal(true);
    expect(lines).to.have.length(outcomes.length);
    expect(JSON.stringify(outcomes)).to.not.include(TOKEN);
    expect(JSON.stringify(lines)).to.not.include(TOKEN);
  });

  it('takes no free text from a refusal body, so a funnel echoing the authorization header back leaks nothing', async () => {
    // A careless funnel: its 400 repeats the request's authorization header in every field.
    const echoing = createServer((incoming, outgoing) => {
      const echoed = String(incoming.headers.authorization);
      outgoing.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: echoed, detail: echoed, message: echoed }));
    });
    await new Promise<void>((resolve) => echoing.listen(0, '127.0.0.1', resolve));
    try {
      const { logger, lines } = recordingLogger();
      const funnel = aLoggedFunnel(`http://127.0.0.1:${(echoing.address() as AddressInfo).port}`, logger);
      expect(await funnel.upsertQuote(aFunnelQuote())).to.deep.equal({ ok: false, reason: 'refused', detail: 'HTTP 400' });
      expect(JSON.stringify(lines)).to.not.include(TOKEN);
    } finally {
      echoing.closeAllConnections();
      await new Promise((resolve) => echoing.close(resolve));
    }
  });

  it('scrubs the token from a detail built from a message it did not write', async () => {
    const simulator = await aSimulator();
    const funnel = aLoggedFunnel(simulator.url, recordingLogger().logger);
    // A trip whose serialisation throws a message quoting the token, as a library's error might.
    const trip = { ...aFunnelQuote().trip, toJSON: () => { throw new Error(`cannot serialise ${TOKEN}`); } };
    expect(await funnel.upsertQuote(aFunnelQuote({ trip }))).to.deep.equal({ ok: false, reason: 'refused', detail: 'request not sent: cannot serialise [token]' });
  });

  it('stays a value, never a throw, when the logger itself throws', async () => {
    const simulator = await aSimulator();
    const throwing: Logger = { info: () => {}, warn: () => { throw new Error('log sink down'); }, error: () => {} };
    simulator.injectFault({ kind: 'refuse', status: 500 });
    expect(await aLoggedFunnel(simulator.url, throwing).upsertQuote(aFunnelQuote())).to.deep.include({ ok: false, reason: 'refused' });
  });
});
