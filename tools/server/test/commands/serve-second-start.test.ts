import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { aKeyFile, ROOT, startServe, type ServeProcess } from './serve-process.js';

const run = promisify(execFile);
const CLI = ['--conditions=parasol-source', '--import', join(ROOT, 'tools/server/register.mjs'), join(ROOT, 'tools/server/src/cli.ts')];
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['PARASOL_ADMIN_TOKEN', 'PARASOL_GRPC_URL', 'GRPC_PORT', 'PARASOL_KEY_ID', 'PARASOL_SECRET', 'PARASOL_CLOCK_OFFSET'].includes(name)));

/** A second `npm start` from the same folder (memory storage), while the first runs or after it stopped. */
describe('parasol serve: a second start from the same folder', function () {
  this.timeout(60_000);
  const running: ServeProcess[] = [];
  afterEach(async () => {
    for (const serve of running.splice(0)) {
      serve.child.kill('SIGTERM');
      await serve.exited;
    }
  });
  const serve = async (keyFile: string) => {
    const child = await startServe([], env, keyFile);
    running.push(child);
    await child.serving;
    return child;
  };

  it('prints the sandbox secret only when it makes the key; the next start names the key id and the file it is saved in', async () => {
    const keyFile = await aKeyFile();
    const first = await serve(keyFile);
    const saved = JSON.parse(await readFile(keyFile, 'utf8')) as { keyId: string; secret: string };
    expect(first.stdout()).to.contain(`PARASOL_SECRET=${saved.secret}`);
    const second = await serve(keyFile);
    expect(second.stdout()).to.contain(`PARASOL_KEY_ID=${saved.keyId}`).and.contain(`saved in ${keyFile}`);
    expect(second.stdout()).to.not.contain('PARASOL_SECRET').and.not.contain(saved.secret);
  });

  it('does not overwrite the admin token the running instance accepts: the second reads it, and the CLI reaches both', async () => {
    const keyFile = await aKeyFile();
    const tokenFile = join(dirname(keyFile), 'admin-token');
    const first = await serve(keyFile);
    const token = await readFile(tokenFile, 'utf8');
    const second = await serve(keyFile);
    expect(await readFile(tokenFile, 'utf8')).to.equal(token);
    expect(second.stdout()).to.contain(`Admin token read from ${tokenFile}`);
    for (const instance of [first, second]) {
      const address = /gRPC on (127\.0\.0\.1:\d+)/.exec(instance.stdout())?.[1] as string;
      const { stdout } = await run(process.execPath, [...CLI, 'keys', 'list', '--partner', 'demo', '--grpc-url', address, '--token-file', tokenFile], { cwd: ROOT, env });
      expect((JSON.parse(stdout) as { keys: unknown[] }).keys).to.have.length(1);
    }
  });
});
