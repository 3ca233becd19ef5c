import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buf } from './buf-cli.js';

const PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();

/** src/gen is protoc-gen-es's output for the committed protos, unedited: `buf generate` (buf.gen.yaml) writes the same files. */
describe('the generated protobuf-es code', () => {
  it('is what buf generate writes from the committed protos (regenerate: cd transports/grpc && npx buf generate)', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'parasol-gen-'));
    try {
      await cp(join(PACKAGE_DIR, 'protos'), join(copy, 'protos'), { recursive: true });
      const config = (await readFile(join(PACKAGE_DIR, 'buf.gen.yaml'), 'utf8')).replace('../../node_modules/', `${fileURLToPath(new URL('../../../node_modules/', import.meta.url))}`);
      await buf(['generate', '--template', config], copy);
      const committed = join(PACKAGE_DIR, 'src/gen');
      const fresh = join(copy, 'src/gen');
      expect(await filesUnder(fresh)).to.deep.equal(await filesUnder(committed));
      for (const file of await filesUnder(committed)) {
        expect(await readFile(join(fresh, file), 'utf8'), file).to.equal(await readFile(join(committed, file), 'utf8'));
      }
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});

/** pbjs/ is protobufjs's static code for the committed protos and wire views, unedited: `npm run generate:pbjs` writes the same files. */
describe('the generated protobufjs static code', () => {
  it('is what pbjs and pbts write from the committed protos (regenerate: npm run generate -w @parasol/grpc)', async () => {
    const out = await mkdtemp(join(tmpdir(), 'parasol-pbjs-'));
    try {
      await promisify(execFile)('npm', ['run', '--silent', 'generate:pbjs'], { cwd: PACKAGE_DIR, env: { ...process.env, PBJS_OUT: out }, maxBuffer: 16 * 1024 * 1024 });
      for (const file of ['parasol.js', 'parasol.d.ts']) {
        const fresh = await readFile(join(out, file), 'utf8');
        expect(fresh === (await readFile(join(PACKAGE_DIR, 'pbjs', file), 'utf8')), `pbjs/${file} is not what pbjs writes`).to.equal(true);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
