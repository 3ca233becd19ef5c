import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { createEmbeddedParasol } from '../../src/index.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The fenced block right after `<!-- example: NAME -->` in the README. */
const example = (readme: string, name: string): string => {
  const match = new RegExp(`<!-- example: ${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (match?.[1] === undefined) throw new Error(`README has no example ${name}`);
  return match[1];
};

const run = (file: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(file, args, { cwd: ROOT, env: { ...process.env, ...env }, timeout: 20_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
  });

/** README, "Signing a request yourself": each example, run as written against a real server. */
describe('README signing examples', function () {
  this.timeout(30_000);
  let server: RunningServer;
  let env: NodeJS.ProcessEnv;
  let readme: string;
  let dir: string;
  before(async () => {
    readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    dir = await mkdtemp(join(tmpdir(), 'parasol-readme-'));
    const parasol = createEmbeddedParasol();
    const key = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'] });
    if (!key.ok) throw new Error('key');
    server = await startRestServer({ parasol });
    env = { PARASOL_KEY_ID: key.value.keyId, PARASOL_SECRET: key.value.secret, PARASOL_URL: server.url };
  });
  after(() => server.close());

  it('curl GET answers the meta', async () => {
    const { stdout } = await run('bash', ['-c', example(readme, 'curl-get')], env);
    expect(JSON.parse(stdout)).to.deep.include({ ok: true });
  });

  it('curl POST with --data-binary signs the file byte for byte and gets offers', async () => {
    const { stdout } = await run('bash', ['-c', example(readme, 'curl-post')], env);
    expect((JSON.parse(stdout) as { offers: unknown[] }).offers).to.not.be.empty;
  });

  it('Node signs and posts a bilan', async () => {
    const file = join(dir, 'sign.mjs');
    await writeFile(file, example(readme, 'node'));
    const { code, stdout, stderr } = await run(process.execPath, [file], env);
    expect({ code, stderr }).to.deep.equal({ code: 0, stderr: '' });
    expect(stdout).to.match(/^200 \d+ /);
  });

  it('Python signs and posts a bilan', async () => {
    const { code, stdout, stderr } = await run('python3', ['-c', example(readme, 'python')], env);
    expect({ code, stderr }).to.deep.equal({ code: 0, stderr: '' });
    expect(stdout).to.match(/^200 \d+ \{/);
  });
});
