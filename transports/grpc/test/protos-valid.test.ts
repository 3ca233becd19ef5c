import { expect } from 'chai';
import { mkdtemp, readFile, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_VERSION } from '@parasol/core/internal';
import { PROTOS_DIR } from '../src/proto-files.js';
import { buf } from './buf-cli.js';

/**
 * Every committed .proto compiles with buf and passes `buf lint` under the committed buf.yaml
 * (its exceptions say why), as a Go, Java or Python toolchain would take them.
 */
describe('the committed protos', () => {
  it('build with buf, every file of the module', async () => {
    const { stdout } = await buf(['build', '-o', '-#format=json'], PROTOS_DIR);
    const files = (JSON.parse(stdout) as { file: { name: string }[] }).file.map((f) => f.name);
    expect(files).to.include.members(['parasol/travel/v1/travel.proto', 'parasol/admin/v1/admin.proto', 'parasol/funnel/v1/funnel.proto', 'parasol/ledger/v1/ledger.proto']);
  });

  it('pass buf lint', async () => {
    await buf(['lint'], PROTOS_DIR);
  });

  it('lint fails on a proto that breaks the rules (the check checks)', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'parasol-protos-'));
    try {
      await cp(PROTOS_DIR, copy, { recursive: true });
      const ledger = join(copy, 'parasol/ledger/v1/ledger.proto');
      await writeFile(ledger, `${await readFile(ledger, 'utf8')}\nmessage bad_name {}\n`);
      const failure = await buf(['lint'], copy).then(() => undefined, (e: Error) => e.message);
      expect(failure).to.match(/bad_name/);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('each Parasol proto is stamped with the API version it carries (docs/versioning.md)', async () => {
    for (const name of ['travel', 'admin', 'funnel', 'ledger']) {
      const text = await readFile(join(PROTOS_DIR, `parasol/${name}/v1/${name}.proto`), 'utf8');
      expect(text.split('\n')[0], name).to.equal(`// Parasol API ${API_VERSION} (docs/versioning.md: what may change within a major version).`);
    }
  });
});
