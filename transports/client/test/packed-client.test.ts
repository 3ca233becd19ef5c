import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { createEmbeddedParasol } from '../../../tools/server/src/index.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLIENT = join(ROOT, 'transports/client');
const FIXTURES = join(CLIENT, 'test/packed');

/**
 * The environment of a child npm or node: the parent's, without what `npm test` itself set for
 * its own run (npm_config_workspace…, npm_package_*), which would point the child's npm back at
 * the monorepo. The npm cache stays: the install must be served from it.
 */
const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || /^npm_config_(cache|userconfig|registry)$/i.test(name))),
  NODE_OPTIONS: '',
  ...extra,
});

const run = (command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = childEnv()): Promise<string> =>
  new Promise((resolve, reject) =>
    execFile(command, args, { cwd, env, timeout: 150_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} ${args.join(' ')} in ${cwd}: ${error.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
    ),
  );

/** The npm that runs this repository (npm_execpath when run by npm, else the one on PATH). */
const npm = (args: readonly string[], cwd: string): Promise<string> => {
  const cli = process.env['npm_execpath'];
  return cli !== undefined && cli.endsWith('.js') ? run(process.execPath, [cli, ...args], cwd) : run('npm', args, cwd);
};

/**
 * issue 30's "Done when": @parasol/client installed from its packed tarball in an empty project,
 * outside the monorepo, and used as a partner would: from an ES module, from CommonJS, and from a
 * strictly compiled TypeScript project, against a real Parasol server.
 */
describe('@parasol/client, packed and installed in an empty project', function () {
  // npm pack builds (tsc + esbuild), npm install unpacks from the cache, tsc compiles: slow on a shared machine.
  this.timeout(300_000);
  let project: string;
  let server: RunningServer;
  let environment: Record<string, string>;
  let packed: string[];
  let quote: unknown;

  before(async () => {
    project = await mkdtemp(join(tmpdir(), 'parasol-client-'));
    // prepack builds (tsc, then build-cjs.mjs, which says what it wrote) before npm prints the listing.
    const packOutput = await npm(['pack', '--json', '--pack-destination', project], CLIENT);
    const listing = JSON.parse(packOutput.slice(packOutput.search(/^\[/m))) as { filename: string; files: { path: string }[] }[];
    const tarball = listing[0]?.filename ?? '';
    packed = (listing[0]?.files ?? []).map((file) => file.path);
    await writeFile(join(project, 'package.json'), `${JSON.stringify({ name: 'a-partner', private: true, type: 'module' }, null, 2)}\n`);
    const typesNode = JSON.parse(await readFile(join(ROOT, 'node_modules/@types/node/package.json'), 'utf8')) as { version: string };
    await npm(['install', `./${tarball.replace(/^.*\//, '')}`, `@types/node@${typesNode.version}`, '--prefer-offline', '--no-audit', '--no-fund'], project);
    await cp(FIXTURES, project, { recursive: true });

    const parasol = createEmbeddedParasol();
    await parasol.admin.partners.register({ code: 'demo', baseRateBps: 1000, links: [{ code: 'web1', archived: false, default: true }] });
    const created = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], partnerCode: 'demo' });
    if (!created.ok) throw new Error(created.failure.detail);
    server = await startRestServer({ parasol });
    environment = {
      PARASOL_URL: server.url,
      PARASOL_KEY_ID: created.value.keyId,
      PARASOL_SECRET: created.value.secret,
    };
    quote = JSON.parse(await readFile(join(ROOT, 'docs/examples/quote-request.json'), 'utf8')) as unknown;
  });
  after(async () => {
    await server?.close();
    if (project !== undefined) await rm(project, { recursive: true, force: true });
  });

  it('ships the ES modules, the CommonJS build, their declarations and the README, and nothing of src, test or the build state', () => {
    expect(packed).to.include.members(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/cjs/index.js', 'dist/cjs/index.d.ts', 'dist/cjs/package.json', 'dist/generated/api-types.d.ts']);
    expect(packed.filter((path) => !path.startsWith('dist/') && !['package.json', 'README.md'].includes(path))).to.deep.equal([]);
    expect(packed.filter((path) => path.endsWith('.map') || path.endsWith('.tsbuildinfo') || path.endsWith('.ts') && !path.endsWith('.d.ts'))).to.deep.equal([]);
  });

  it('installs without the core: no @parasol package but the client in node_modules', async () => {
    expect(await readdir(join(project, 'node_modules/@parasol'))).to.deep.equal(['client']);
    const manifest = JSON.parse(await readFile(join(project, 'node_modules/@parasol/client/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies).sort()).to.deep.equal(['intl-messageformat', 'standardwebhooks']);
  });

  for (const [format, script] of [['esm', 'journey.mjs'], ['cjs', 'journey.cjs']] as const) {
    it(`quotes, links, posts a sale back, reads it on the statement and renders a French Coach message, from ${format === 'esm' ? 'an ES module' : 'CommonJS'}`, async () => {
      const order = `ORDER-${format}`;
      await writeFile(join(project, `${format}-inputs.json`), JSON.stringify({ quote, ref: 'demo-web1', order }));
      const out = await run(process.execPath, [script, `${format}-inputs.json`], project, childEnv(environment));
      const result = JSON.parse(out.trim()) as { format: string; offers: number; linkStatus: number; postback: string; orders: string[]; french: string };
      expect(result).to.include({ format, linkStatus: 201, postback: 'created' });
      expect(result.offers).to.be.greaterThan(0);
      expect(result.orders).to.include(order);
      expect(result.french).to.equal("Aucune prise en charge hospitalière à l'étranger");
    });
  }

  it('compiles a strict TypeScript project against the packed types that quotes and verifies a webhook delivery, and runs it', async () => {
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    await run(tsc, ['-p', 'strict-ts/tsconfig.json'], project);
    const secret = `whsec_${Buffer.from('a partner endpoint secret, 32 b').toString('base64')}`;
    const payload = JSON.stringify({ id: 'evt_packed_1', type: 'sale.booked', createdAt: new Date().toISOString(), mode: 'sandbox', partner: 'demo', apiVersion: '1.0.0', data: {} });
    const at = new Date();
    const headers = { 'webhook-id': 'evt_packed_1', 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign('evt_packed_1', at, payload) };
    await writeFile(join(project, 'strict-inputs.json'), JSON.stringify({ quote, delivery: { payload, headers, secret } }));
    const out = await run(process.execPath, ['strict-ts/dist/app.js', 'strict-inputs.json'], project, childEnv(environment));
    expect(JSON.parse(out.trim())).to.deep.equal({ format: 'strict-ts', sessionId: true, cheapest: 'number', genuine: 'sale.booked evt_packed_1', tampered: 'refused' });
  });

  it("compiles the package README's first example (the sales journey) as it stands, strictly, against the packed types", async () => {
    const readme = await readFile(join(project, 'node_modules/@parasol/client/README.md'), 'utf8');
    const example = /## Call the API\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example, 'the README example').to.be.a('string');
    await writeFile(join(project, 'strict-ts/readme.ts'), `${example ?? ''}\nexport { link, postback, statement };\n`);
    await writeFile(join(project, 'strict-ts/tsconfig.readme.json'), JSON.stringify({ extends: './tsconfig.json', include: ['readme.ts'], compilerOptions: { noEmit: true, noPropertyAccessFromIndexSignature: false } }));
    // Strict as a partner sets it, but the README reads the environment as people write it (process.env dot name).
    await run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'strict-ts/tsconfig.readme.json'], project);
  });

  it('refuses, at compile time, a quote body of the wrong shape (the packed types are the API\'s, not any)', async () => {
    await writeFile(join(project, 'strict-ts/wrong.ts'), "import type { QuoteRequest } from '@parasol/client';\nexport const wrong: QuoteRequest = { trip: { intent: 'forTourism' }, language: 42 };\n");
    await writeFile(join(project, 'strict-ts/tsconfig.wrong.json'), JSON.stringify({ extends: './tsconfig.json', include: ['wrong.ts'], compilerOptions: { noEmit: true } }));
    const failure = await run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'strict-ts/tsconfig.wrong.json'], project).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).to.be.a('string').and.to.match(/wrong\.ts\(2,\d+\): error TS2\d{3}/);
  });
});
