import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { createEmbeddedParasol } from '../../src/index.js';
import { ensureDemoSandboxKey } from '../../src/compose/demo-sandbox-key.js';
import { aKeyFile, ROOT } from '../commands/serve-process.js';

/** The fenced block right after `<!-- example: NAME -->` in the README. */
const example = (readme: string, name: string): string => {
  const match = new RegExp(`<!-- example: ${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (match?.[1] === undefined) throw new Error(`README has no example ${name}`);
  return match[1];
};

/**
 * README, Set-up: "A partner's path from a quote to a sale", run as written by sh from the
 * checkout's root against a server composed as `npm start` composes it (the demo partner and its
 * sandbox key), the key given as `npx parasol request` reads it from a shell (PARASOL_KEY_ID, ...).
 */
describe('README: the partner path, run as written', function () {
  this.timeout(60_000);
  let server: RunningServer;
  let env: NodeJS.ProcessEnv;
  before(async () => {
    const parasol = createEmbeddedParasol();
    const key = await ensureDemoSandboxKey(parasol, await aKeyFile());
    if (key.origin !== 'created') throw new Error('a fresh store makes its key');
    server = await startRestServer({ parasol });
    env = { ...process.env, PARASOL_KEY_ID: key.keyId, PARASOL_SECRET: key.secret, PARASOL_URL: server.url };
  });
  after(() => server.close());

  it('quotes, links the cheapest offer with the same trip and language, posts the sale back and reads it in the statement', async () => {
    const script = example(await readFile(join(ROOT, 'README.md'), 'utf8'), 'partner-path');
    // No placeholder a reader would have to fill in.
    expect(script).to.not.match(/…|\.\.\.|qs_/);
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile('sh', ['-e', '-c', script], { cwd: ROOT, env, timeout: 50_000 }, (error, out, err) => resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout: out, stderr: err })),
    );
    expect({ code, stderr }).to.deep.equal({ code: 0, stderr: '' });
    const answers = stdout.split(/^(?=HTTP \d{3}$)/m);
    expect(answers.map((a) => a.split('\n')[0])).to.deep.equal(['HTTP 201', 'HTTP 200', 'HTTP 200']);
    const [link, postback, statement] = answers.map((a) => JSON.parse(a.slice(a.indexOf('\n\n'))) as Record<string, unknown>);
    expect(link).to.include({ mode: 'sandbox', ref: null, replayed: false });
    expect(link!.url).to.be.a('string');
    expect(link!.offerId).to.equal((JSON.parse(await readFile('/tmp/parasol-quote.json', 'utf8')) as { offers: { id: number }[] }).offers[0]!.id);
    expect(postback).to.include({ mode: 'sandbox', outcome: 'created' });
    expect((statement!.sales as { externalOrderId: string; status: string }[]).map((s) => [s.externalOrderId, s.status])).to.deep.equal([['A-1001', 'pending']]);
  });
});
