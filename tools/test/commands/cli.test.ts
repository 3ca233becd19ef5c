import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/parasol.js', import.meta.url));

/** Runs the real `parasol` command to its end: its exit code and everything it printed. */
const run = (args: string[]): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });

describe('parasol --help', function () {
  this.timeout(20_000);

  it('lists the commands, and insurer-sim --help prints the options it points to', async () => {
    const help = await run(['--help']);
    expect(help.code).to.equal(0);
    expect(help.output).to.include('insurer-sim').and.include('--help for options');
    const simHelp = await run(['insurer-sim', '--help']);
    expect(simHelp.code).to.equal(0);
    expect(simHelp.output).to.include('parasol insurer-sim [options]').and.include('--catalogue PATH');
  });
});
