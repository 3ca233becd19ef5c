// The package's .proto files are transports/grpc/protos's, copied here at build and before `npm
// pack` (the gRPC transport generates from that tree and keeps it under test: buf build, buf lint,
// the drift tests). The copies are not committed (.gitignore): one source, no second tree to drift.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '..', 'grpc', 'protos');
for (const tree of ['parasol', 'google', 'grpc']) {
  rmSync(join(here, tree), { recursive: true, force: true });
  cpSync(join(source, tree), join(here, tree), { recursive: true });
}
cpSync(join(source, 'buf.yaml'), join(here, 'buf.yaml'));
