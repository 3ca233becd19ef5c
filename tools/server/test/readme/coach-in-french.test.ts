import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderMessage } from '@parasol/core/internal';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { createEmbeddedParasol } from '../../src/index.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** README, "Calling the API from TypeScript": a Coach argument rendered in French through @parasol/client, run against a server. */
describe('README Coach-in-French snippet', function () {
  this.timeout(60_000);
  let server: RunningServer;
  let key: { keyId: string; secret: string };
  before(async () => {
    const parasol = createEmbeddedParasol();
    const created = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['coach'] });
    if (!created.ok) throw new Error(created.failure.detail);
    key = created.value;
    server = await startRestServer({ parasol });
  });
  after(() => server.close());

  it('prints the first argument of a bilan as French sentences, the catalogue\'s own', async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const snippet = /<!-- example: coach-in-french -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(snippet, 'the README snippet').to.be.a('string');
    const dir = join(ROOT, 'test-artifacts', `coach-fr-${process.pid}`);
    await mkdir(dir, { recursive: true });
    const app = join(dir, 'app.ts');
    await writeFile(app, snippet ?? '');
    try {
      const stdout = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ['--conditions=parasol-source', '--import', './tools/server/register.mjs', app],
          { cwd: ROOT, timeout: 50_000, env: { ...process.env, PARASOL_URL: server.url, PARASOL_KEY_ID: key.keyId, PARASOL_SECRET: key.secret } },
          (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
        ),
      );
      const vars = { destination: 'États-Unis', target: '500 000 €' };
      const expected = ['hook', 'fact', 'pitch'].map((part) => renderMessage('fr', `coach.arg.medicalMissing.${part}`, vars).replace(/([^.])$/, '$1.')).join(' ');
      expect(stdout.trim().replace(/\u202f|\u00a0/g, ' ')).to.equal(expected.replace(/\u202f|\u00a0/g, ' '));
      expect(stdout).to.contain('Aucune prise en charge hospitalière à l\'étranger.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
