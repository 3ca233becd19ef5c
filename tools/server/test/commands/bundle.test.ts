import { expect } from 'chai';
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import * as grpc from '@grpc/grpc-js';
import { signRequest } from '@parasol/core';
import { ROOT, aKeyFile, watchServe, type ServeProcess } from './serve-process.js';

interface Bundler {
  bundleCli(into: string): Promise<string[]>;
  locatedHere(text: string, file: string): string | undefined;
  packageRootOf(file: string): string | undefined;
}
// A JavaScript module with no declarations: imported through a variable, typed here.
const bundlerUrl = pathToFileURL(join(ROOT, 'tools/server/bundle-cli.mjs')).href;
const { bundleCli, locatedHere, packageRootOf } = (await import(bundlerUrl)) as Bundler;

describe('tools/server/bundle-cli.mjs: each bundled module keeps its own location', () => {
  const file = '/work/pkg/dist/where.js';

  it("gives import.meta.url the module's own file URL", () => {
    expect(locatedHere("const protos = new URL('../protos/', import.meta.url);", file)).to.equal(`const protos = new URL('../protos/', "file:///work/pkg/dist/where.js");`);
  });

  it("declares __dirname and __filename inside the module, after its 'use strict'", () => {
    const located = locatedHere('"use strict";\nconst proto = `${__dirname}/../proto`;\n', file) ?? '';
    expect(located.startsWith('"use strict";\n')).to.equal(true);
    expect(located).to.include('var __filename = "/work/pkg/dist/where.js", __dirname = "/work/pkg/dist";\nconst proto');
  });

  it('leaves a module that asks for neither as it is', () => {
    expect(locatedHere('export const dirname = "not __dirnameish";', file)).to.equal(undefined);
  });

  it('knows the installed package a file belongs to, scoped or nested', () => {
    expect(packageRootOf('/r/node_modules/koa/node_modules/mime-types/index.js')).to.equal('/r/node_modules/koa/node_modules/mime-types');
    expect(packageRootOf('/r/node_modules/@grpc/grpc-js/build/src/index.js')).to.equal('/r/node_modules/@grpc/grpc-js');
    expect(packageRootOf('/r/core/dist/index.js')).to.equal(undefined);
  });
});

/**
 * The bundle runs the same code as dist/: what this test reaches is each path a bundle could
 * break (files found beside a module, packages' own protos, lazily loaded chunks), served by a
 * bundle built for the test and answered through the bundle's own `request` command.
 */
describe('tools/server/bundle-cli.mjs: parasol serve from the bundle', function () {
  this.timeout(90_000);
  const bundle = join(ROOT, 'test-artifacts', `bundle-${process.pid}`);
  const cli = join(bundle, 'cli.js');
  const { NODE_OPTIONS: _runnerOptions, ...env } = process.env;
  let serve: ServeProcess;
  let keyFile: string;
  let url: string;
  let grpcAddress: string;
  let bundled: string[];
  const parasol = (args: string[]) => promisify(execFile)(process.execPath, [cli, ...args], { cwd: ROOT, env });

  before(async () => {
    bundled = await bundleCli(bundle);
    keyFile = await aKeyFile();
    serve = watchServe(spawn(process.execPath, [cli, 'serve', '--port', '0', '--quiet', '--key-file', keyFile], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env }));
    url = await serve.serving;
    grpcAddress = /gRPC on (127\.0\.0\.1:\d+)/.exec(serve.stdout())?.[1] ?? '';
  });
  after(async () => {
    if (serve !== undefined && serve.child.exitCode === null && serve.child.signalCode === null) {
      serve.child.kill('SIGTERM');
      await serve.exited;
    }
    await rm(bundle, { recursive: true, force: true });
  });

  it('holds one copy of each version of a package, though npm installs some twice', () => {
    const copies = new Map<string, Set<string>>();
    for (const input of bundled) {
      const root = packageRootOf(join(ROOT, input));
      if (root === undefined) continue;
      const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
      copies.set(`${name}@${version}`, (copies.get(`${name}@${version}`) ?? new Set()).add(root));
    }
    expect([...copies].filter(([, roots]) => roots.size > 1).map(([key]) => key)).to.deep.equal([]);
    // What the rule is for: mime-types 3 is installed under koa and under type-is, both in the bundle's graph.
    expect([...copies.keys()]).to.include('mime-types@3.0.2');
  });

  it('answers a signed sandbox quote, validated by the schemas, and a gRPC call', async () => {
    // The README's example request, as a partner sends it first.
    const quote = await parasol(['request', 'POST', '/api/v1/travel/quotes', '--data', '@docs/examples/quote-request.json', '--key-file', keyFile]);
    expect(quote.stdout).to.match(/^HTTP 200/);
    expect(quote.stdout).to.include('"offers"');
    const refused = await parasol(['request', 'POST', '/api/v1/travel/quotes', '--data', '{"trip":{}}', '--key-file', keyFile]).catch((e: { stdout: string }) => e);
    expect(refused.stdout).to.match(/^HTTP 400/);
    const cards = await parasol(['request', '--grpc', 'GET', '/api/v1/coach/cards?country=FR', '--grpc-url', grpcAddress, '--key-file', keyFile]);
    expect(cards.stdout).to.match(/^gRPC OK \(HTTP 200\)/);
  });

  it('serves the files found beside its modules: the widget, the API reference', async () => {
    const widget = await fetch(new URL('/widget.js', url));
    expect(widget.status).to.equal(200);
    expect(await widget.text()).to.equal(await readFile(join(ROOT, 'transports/web/assets/widget.js'), 'utf8'));
    const reference = await fetch(new URL('/openapi.json', url));
    expect(reference.status).to.equal(200);
    expect(((await reference.json()) as { openapi: string }).openapi).to.match(/^3\./);
    const docs = await fetch(new URL('/docs', url));
    expect(docs.status).to.equal(200);
  });

  it('answers health and reflection, whose protos ship inside their packages', async () => {
    const { keyId, secret } = JSON.parse(await readFile(keyFile, 'utf8')) as { keyId: string; secret: string };
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = signRequest(secret, { timestamp, method: 'GET', pathname: '/api/v1/travel/meta', rawBody: Buffer.alloc(0) });
    const meta = await fetch(new URL('/api/v1/travel/meta', url), { headers: { 'x-svc-key-id': keyId, 'x-svc-timestamp': timestamp, 'x-svc-signature': signature } });
    expect(meta.status).to.equal(200);

    const client = new grpc.Client(grpcAddress, grpc.credentials.createInsecure());
    try {
      // grpc.reflection.v1 ServerReflectionInfo with list_services "*" (field 7), written by hand.
      const listServices = Buffer.from([0x3a, 0x01, 0x2a]);
      const answer = await new Promise<Buffer>((resolve, reject) => {
        const call = client.makeBidiStreamRequest('/grpc.reflection.v1.ServerReflection/ServerReflectionInfo', (b: Buffer) => b, (b: Buffer) => b);
        call.once('data', (data: Buffer) => {
          resolve(data);
          call.end();
        });
        call.once('error', reject);
        call.write(listServices);
      });
      const text = answer.toString('latin1');
      for (const service of ['parasol.travel.v1.Travel', 'grpc.health.v1.Health', 'grpc.reflection.v1.ServerReflection']) expect(text).to.include(service);
    } finally {
      client.close();
    }
  });
});
