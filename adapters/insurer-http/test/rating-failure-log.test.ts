import { expect } from 'chai';
import type { Logger } from '@parasol/core';
import { HttpInsurerRater } from '../src/index.js';
import { startInsurerSimulator, type InsurerSimulator, type InsurerSimulatorOptions } from '../../../tools/sims/src/insurer-sim/index.js';
import { aRatingRequest, anEndpoint, noDeadline } from './fixtures.js';

type Line = { level: 'info' | 'warn' | 'error'; message: string; fields: Record<string, unknown> };

/** A logger keeping every line, to assert what an operator would read. */
const recordingLogger = (): { logger: Logger; lines: Line[] } => {
  const lines: Line[] = [];
  const keep = (level: Line['level']) => (message: string, fields: Record<string, unknown> = {}) => lines.push({ level, message, fields });
  return { logger: { info: keep('info'), warn: keep('warn'), error: keep('error') }, lines };
};

/** Credentials an operator may put in a ratingUrl; they must never reach the logs. */
const SECRET = 'Zq8-insurer-credential-Zq8';
const withCredential = (url: string) => url.replace('http://', `http://parasol:${SECRET}@`);

/** docs/insurer-protocol.md: every failed or timed-out rating is logged at warn with the insurer and its cause. */
describe('insurer-http: rating failures are logged at warn', () => {
  const simulators: InsurerSimulator[] = [];
  const raters: HttpInsurerRater[] = [];
  const anInsurer = async (options: InsurerSimulatorOptions = {}) => {
    const simulator = await startInsurerSimulator(options);
    simulators.push(simulator);
    return simulator;
  };
  const aRater = (logger: Logger) => {
    const rater = new HttpInsurerRater({ logger });
    raters.push(rater);
    return rater;
  };
  afterEach(async () => {
    for (const rater of raters.splice(0)) rater.close();
    await Promise.all(simulators.splice(0).map((simulator) => simulator.close()));
  });

  it('logs one warn line with the insurer id, the rating request id and the cause of a refusal, never the credential', async () => {
    const insurer = await anInsurer({ errorRate: 1 });
    const { logger, lines } = recordingLogger();
    const outcome = await aRater(logger).rate({ ...anEndpoint(withCredential(insurer.url)), insurerId: 'alba' }, aRatingRequest(), noDeadline());
    expect(outcome).to.deep.equal({ kind: 'failed', reason: 'HTTP 500' });
    expect(lines).to.have.length(1);
    const [line] = lines as [Line];
    expect(line).to.deep.include({ level: 'warn', message: 'insurer rating failed' });
    expect(line.fields).to.include({ insurerId: 'alba', outcome: 'failed', cause: 'HTTP 500' });
    expect(line.fields.ratingRequestId).to.match(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(lines)).to.not.include(SECRET);
    expect(JSON.stringify(lines)).to.not.include(String(insurer.port));
  });

  it('logs an insurer that cannot be reached with the connection error as its cause', async () => {
    const closed = await anInsurer();
    await closed.close();
    const { logger, lines } = recordingLogger();
    await aRater(logger).rate({ ...anEndpoint(closed.url), insurerId: 'kestrel' }, aRatingRequest(), noDeadline());
    expect(lines.map((l) => [l.level, l.fields.insurerId, l.fields.cause])).to.deep.equal([['warn', 'kestrel', 'connection: ECONNREFUSED']]);
  });

  it('logs a timeout once, naming the insurer and its timeout', async () => {
    const insurer = await anInsurer({ hang: true });
    const { logger, lines } = recordingLogger();
    const outcome = await aRater(logger).rate({ ...anEndpoint(insurer.url, 100), insurerId: 'northwind' }, aRatingRequest(), noDeadline());
    expect(outcome).to.deep.equal({ kind: 'timeout' });
    expect(lines).to.have.length(1);
    expect(lines[0]?.fields).to.include({ insurerId: 'northwind', outcome: 'timeout' });
    expect(lines[0]?.fields.cause).to.include('100 ms');
  });

  it('logs nothing for an insurer that prices', async () => {
    const insurer = await anInsurer();
    const { logger, lines } = recordingLogger();
    const outcome = await aRater(logger).rate(anEndpoint(insurer.url), aRatingRequest(), noDeadline());
    expect(outcome.kind).to.equal('priced');
    expect(lines).to.deep.equal([]);
  });
});
