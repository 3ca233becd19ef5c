import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buf } from '../../grpc/test/buf-cli.js';

const run = promisify(execFile);
const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(PACKAGE, '..', 'grpc', 'protos');

/** Every file under `dir`, as paths relative to it, sorted. */
const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

/**
 * @parasol/protos as a partner installs it: `npm pack` of the workspace (its prepack copies the
 * gRPC transport's protos), unpacked. It holds exactly those protos, byte for byte, and they
 * build with buf from the unpacked tarball alone: what any language's codegen starts from.
 */
describe('@parasol/protos, packed', function () {
  this.timeout(120_000);
  let unpacked: string;
  let scratch: string;

  before(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'parasol-protos-pack-'));
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: PACKAGE });
    const [packed] = JSON.parse(stdout) as { filename: string }[];
    await run('tar', ['-xzf', join(scratch, packed!.filename), '-C', scratch]);
    unpacked = join(scratch, 'package');
  });
  after(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('holds every .proto of the gRPC transport and buf.yaml, unchanged, with its README and manifest only besides', async () => {
    const protos = (await filesUnder(SOURCE)).filter((f) => f.endsWith('.proto') || f === 'buf.yaml');
    const packed = await filesUnder(unpacked);
    expect(packed).to.deep.equal([...protos, 'README.md', 'package.json'].sort());
    for (const file of protos) expect(await readFile(join(unpacked, file), 'utf8'), file).to.equal(await readFile(join(SOURCE, file), 'utf8'));
  });

  it('builds with buf from the unpacked package alone, every Parasol service in it', async () => {
    const { stdout } = await buf(['build', '-o', '-#format=json'], unpacked);
    const files = (JSON.parse(stdout) as { file: { name: string }[] }).file.map((f) => f.name);
    expect(files).to.include.members(['parasol/travel/v1/travel.proto', 'parasol/admin/v1/admin.proto', 'parasol/funnel/v1/funnel.proto', 'parasol/ledger/v1/ledger.proto']);
  });
});
