import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** README, "Embedding": the snippet, run as a file of the checkout with the command the README gives. */
describe('README embedding snippet', function () {
  this.timeout(60_000);

  it('runs from the sources with the documented command, never the compiled dist/', async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const snippet = /<!-- example: embedding -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(snippet, 'the README embedding snippet').to.be.a('string');
    const command = /```sh\n(node --conditions=parasol-source --import \.\/tools\/server\/register\.mjs app\.ts)\n```/.exec(readme)?.[1];
    expect(command, 'the README command').to.be.a('string');
    // A file of the checkout (test-artifacts/ is ignored by git), as an app in the checkout would be.
    const dir = join(ROOT, 'test-artifacts', `embed-${process.pid}`);
    await mkdir(dir, { recursive: true });
    const app = join(dir, 'app.ts');
    await writeFile(app, `${snippet}\nconsole.log(JSON.stringify({ status: answer.status, keyId: (answer.body as { key?: { keyId?: string } }).key?.keyId, resolved: import.meta.resolve('@parasol/server') }));\n`);
    try {
      const args = (command ?? '').split(' ').slice(1, -1);
      const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) =>
        execFile(process.execPath, [...args, app], { cwd: ROOT, timeout: 50_000 }, (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve({ stdout: out, stderr: err }))),
      );
      expect(stderr).to.equal('');
      const printed = JSON.parse(stdout) as { status: number; keyId: string; resolved: string };
      expect(printed.status).to.equal(200);
      expect(printed.keyId).to.match(/^ak_test_/);
      // The sources, so a fresh clone (no dist/) runs it too.
      expect(printed.resolved).to.match(/\/tools\/server\/src\/index\.ts$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
