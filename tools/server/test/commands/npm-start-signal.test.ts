import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { ROOT, aKeyFile, descendantsOf, eventually, isAlive, tryConnect, watchServe, type ServeProcess } from './serve-process.js';

/**
 * A signal sent to the `npm start` process (what a process manager or a container runtime sends)
 * must stop the server. npm forwards SIGTERM and SIGINT to the shell running the script, and a
 * shell that forks node instead of becoming it dies and leaves node serving, orphaned.
 */
describe('npm start: a signal to npm stops the server', function () {
  this.timeout(60_000);
  let npm: ServeProcess | undefined;
  let processes: number[] = [];
  afterEach(() => {
    // Whatever a failed test left running, by the process ids this test saw.
    for (const pid of processes) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    if (npm && npm.child.exitCode === null && npm.child.signalCode === null) npm.child.kill('SIGKILL');
  });

  it('closes the port and leaves no process behind on SIGTERM to npm', async () => {
    const keyFile = await aKeyFile();
    npm = watchServe(
      spawn('npm', ['start', '--silent', '--', '--port', '0', '--quiet', '--key-file', keyFile], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    const url = await npm.serving;
    processes = descendantsOf(npm.child.pid as number);
    expect(await tryConnect(url)).to.equal('answered');

    npm.child.kill('SIGTERM');
    expect(await npm.exited).to.equal(0);
    expect(await tryConnect(url)).to.equal('ECONNREFUSED');
    await eventually(() => processes.every((pid) => !isAlive(pid)), `processes ${processes.join(', ')} gone`);
  });
});
