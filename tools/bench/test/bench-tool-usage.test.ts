import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REGISTER = fileURLToPath(new URL('../../server/register.mjs', import.meta.url));
const tool = (name: string) => fileURLToPath(new URL(`../src/${name}.ts`, import.meta.url));

/** Runs a bench tool from its sources, as its header says to. */
const run = (name: string, ...args: string[]) => {
  const result = spawnSync(process.execPath, ['--conditions=parasol-source', '--import', REGISTER, tool(name), ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

describe('bench: the profiling tools answer --help and a wrong option with their usage, never a stack trace', () => {
  for (const name of ['profile-in-process', 'summarise-profile', 'in-process-child']) {
    it(`${name}`, () => {
      const help = run(name, '--help');
      expect(help.status).to.equal(0);
      expect(help.stdout).to.match(new RegExp(`^usage: ${name}\\.ts `));
      const wrong = run(name, '--no-such-option');
      expect(wrong.status).to.equal(2);
      expect(wrong.stderr).to.include("Unknown option '--no-such-option'").and.include(`usage: ${name}.ts`);
      expect(wrong.stderr).to.not.include('    at ');
    });
  }
});
