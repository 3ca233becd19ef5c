import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { logLines, startServe, tryConnect, type ServeProcess } from './serve-process.js';

const FAIL_ON_SIGUSR2 = fileURLToPath(new URL('./fail-on-sigusr2.mjs', import.meta.url));

describe('parasol serve: an uncaught exception or unhandled rejection', function () {
  this.timeout(40_000);
  let serve: ServeProcess | undefined;
  afterEach(async () => {
    if (serve && serve.child.exitCode === null && serve.child.signalCode === null) {
      serve.child.kill('SIGKILL');
      await serve.exited;
    }
  });

  for (const [failure, kind] of [
    ['rejection', 'unhandled rejection'],
    ['exception', 'uncaught exception'],
  ] as const) {
    it(`is one JSON error line on stderr (the stack an escaped field), then the server closes and the process exits 1: ${kind}`, async () => {
      serve = await startServe([FAIL_ON_SIGUSR2], { FAIL_WITH: failure });
      const url = await serve.serving;
      serve.child.kill('SIGUSR2');
      expect(await serve.exited).to.equal(1);
      expect(await tryConnect(url)).to.equal('ECONNREFUSED');
      // logLines fails on any line that is not JSON, such as node's printed stack.
      const lines = logLines(serve.stderr());
      expect(lines).to.have.length(1);
      const [line] = lines as [Record<string, unknown>];
      expect(line).to.include({ level: 'error', message: `${kind}: shutting down` });
      expect(line.error).to.include({ name: 'TypeError', message: 'simulated bug\nwhose message has a second line' });
      expect((line.error as { stack: string }).stack).to.include('fail-on-sigusr2.mjs');
    });
  }
});
