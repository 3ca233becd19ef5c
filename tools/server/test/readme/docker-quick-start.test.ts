import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { masterKeyFrom } from '../../src/compose/master-key-setting.js';
import { ROOT } from './environment-variables.js';

/** README, Containers: the quick-start's commands, run as written by sh (docker itself stands in: no engine here). */
describe("README: the Docker quick-start's .env", () => {
  it('makes a master key start-up accepts and an admin token long enough, with openssl alone', async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const block = /<!-- example: docker-env -->\n```sh\n([\s\S]*?)```/.exec(readme)?.[1];
    if (block === undefined) throw new Error('README has no example docker-env');
    expect(block).to.not.match(/npx|npm|node /);
    const dir = await mkdtemp(join(tmpdir(), 'parasol-docker-env-'));
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile('sh', ['-e', '-c', `docker() { echo "docker $*"; }\n${block}`], { cwd: dir }, (error, out) => (error ? reject(error) : resolve(out))),
    );
    expect(stdout.trim()).to.equal('docker compose up --build');
    const env = Object.fromEntries((await readFile(join(dir, '.env'), 'utf8')).trim().split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
    expect(Object.keys(env).sort()).to.deep.equal(['PARASOL_ADMIN_TOKEN', 'PARASOL_MASTER_KEY']);
    expect(masterKeyFrom(env.PARASOL_MASTER_KEY)).to.have.length(32);
    expect(env.PARASOL_ADMIN_TOKEN).to.have.length.of.at.least(32);
  });
});
