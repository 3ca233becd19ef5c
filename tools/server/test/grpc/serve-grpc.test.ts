import { expect } from 'chai';
import { execFile, spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { aKeyFile, ROOT, tryConnect, watchServe, type ServeProcess } from '../commands/serve-process.js';

const run = promisify(execFile);
const CLI = ['--conditions=parasol-source', '--import', join(ROOT, 'tools/server/register.mjs'), join(ROOT, 'tools/server/src/cli.ts')];

/** `npm start` with gRPC beside REST: the CLI works at once against it, and SIGTERM stops both. */
describe('parasol serve: gRPC beside REST', function () {
  this.timeout(60_000);
  let serve: ServeProcess;
  let keyFile: string;
  let address: string;
  /** The environment of a developer's shell, less what would point the commands elsewhere. */
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['PARASOL_ADMIN_TOKEN', 'PARASOL_GRPC_URL', 'GRPC_PORT', 'PARASOL_KEY_ID', 'PARASOL_SECRET'].includes(name)));
  const parasol = (args: string[]) => run(process.execPath, [...CLI, ...args], { cwd: ROOT, env }).catch((e: { code: number; stdout: string; stderr: string }) => e);

  before(async () => {
    keyFile = await aKeyFile();
    serve = watchServe(spawn(process.execPath, [...CLI, 'serve', '--port', '0', '--quiet', '--key-file', keyFile], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env }));
    await serve.serving;
    address = /gRPC on (127\.0\.0\.1:\d+)/.exec(serve.stdout())?.[1] as string;
  });
  after(async () => {
    if (serve.child.exitCode === null && serve.child.signalCode === null) {
      serve.child.kill('SIGKILL');
      await serve.exited;
    }
  });

  it('serves gRPC on a free port when REST asks for one, and saves a fresh admin token beside the key file, never printing it', () => {
    expect(address).to.match(/^127\.0\.0\.1:\d+$/);
    const tokenFile = join(dirname(keyFile), 'admin-token');
    const token = readFileSync(tokenFile, 'utf8').trim();
    expect(token).to.have.length.of.at.least(32);
    expect(statSync(tokenFile).mode & 0o777).to.equal(0o600);
    expect(serve.stdout()).to.contain(`Admin token saved to ${tokenFile}`).and.not.contain(token);
    expect(serve.stderr()).to.not.contain(token);
  });

  it('parasol request --grpc signs and sends a public call with the saved sandbox key', async () => {
    const { stdout } = (await parasol(['request', '--grpc', 'GET', '/api/v1/coach/cards?country=FR', '--grpc-url', address, '--key-file', keyFile])) as { stdout: string };
    expect(stdout).to.match(/^gRPC OK \(HTTP 200\) \/parasol\.travel\.v1\.Travel\/Cards/);
    expect(stdout).to.contain('x-ratelimit-burst-remaining:').and.contain('"country": "FR"');
    const refused = (await parasol(['request', '--grpc', 'Quote', '--data', '{"trip":{}}', '--grpc-url', address, '--key-file', keyFile])) as { code: number; stdout: string };
    expect(refused.code).to.equal(1);
    expect(refused.stdout).to.match(/^gRPC INVALID_ARGUMENT \(HTTP 400\)/);
  });

  it('the operations CLI works at once with the saved token', async () => {
    const { stdout } = (await parasol(['keys', 'list', '--partner', 'demo', '--grpc-url', address, '--token-file', join(dirname(keyFile), 'admin-token')])) as { stdout: string };
    const { keyId } = JSON.parse(readFileSync(keyFile, 'utf8')) as { keyId: string };
    expect((JSON.parse(stdout) as { keys: { keyId: string }[] }).keys.map((k) => k.keyId)).to.deep.equal([keyId]);
  });

  it('stops REST and gRPC together on SIGTERM and exits 0', async () => {
    const rest = /serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(serve.stdout())?.[1] as string;
    serve.child.kill('SIGTERM');
    expect(await serve.exited).to.equal(0);
    expect(await tryConnect(rest)).to.equal('ECONNREFUSED');
    expect(await tryConnect(`http://${address}`)).to.equal('ECONNREFUSED');
  });
});
