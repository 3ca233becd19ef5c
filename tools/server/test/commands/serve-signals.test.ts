import { expect } from 'chai';
import { logLines, startServe, tryConnect, type ServeProcess } from './serve-process.js';

/** Lines without their time, once each time is checked to be ISO 8601 UTC (a line without one keeps `time` and fails the comparison). */
const timed = (lines: Record<string, unknown>[]) =>
  lines.map(({ time, ...rest }) => (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(String(time)) ? rest : { time, ...rest }));

describe('parasol serve: SIGTERM and SIGINT', function () {
  this.timeout(40_000);
  let serve: ServeProcess | undefined;
  afterEach(async () => {
    // A server a failed test left running.
    if (serve && serve.child.exitCode === null && serve.child.signalCode === null) {
      serve.child.kill('SIGKILL');
      await serve.exited;
    }
  });

  it('closes the server and exits 0 on SIGTERM, saying so in one JSON line with the grace it allows', async () => {
    serve = await startServe([], { PARASOL_SHUTDOWN_GRACE_MS: '2500' });
    const url = await serve.serving;
    expect(await tryConnect(url)).to.equal('answered');
    serve.child.kill('SIGTERM');
    expect(await serve.exited).to.equal(0);
    expect(await tryConnect(url)).to.equal('ECONNREFUSED');
    const lines = logLines(serve.stderr());
    // Every line carries its time (ISO 8601, UTC): the rest is exactly what was logged.
    expect(timed(lines)).to.deep.equal([{ level: 'info', message: 'shutting down', signal: 'SIGTERM', graceMs: 2500 }]);
  });

  it('does the same on SIGINT, once, when it comes twice as Ctrl-C under npm start sends it', async () => {
    serve = await startServe();
    const url = await serve.serving;
    serve.child.kill('SIGINT');
    serve.child.kill('SIGINT');
    expect(await serve.exited).to.equal(0);
    expect(await tryConnect(url)).to.equal('ECONNREFUSED');
    expect(timed(logLines(serve.stderr()))).to.deep.equal([{ level: 'info', message: 'shutting down', signal: 'SIGINT', graceMs: 10_000 }]);
  });

  it('refuses to start on a limit that is not a whole number, naming the variable', async () => {
    serve = await startServe([], { PARASOL_MAX_CONNECTIONS: 'many' });
    expect(await serve.exited).to.equal(1);
    expect(serve.stderr()).to.include('PARASOL_MAX_CONNECTIONS');
  });
});
