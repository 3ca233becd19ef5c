import { expect } from 'chai';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { validate } from 'dockerfile-utils';
import { parse } from 'yaml';
import { HEALTH_PATHS } from '@parasol/rest';
import { DEFAULT_METRICS_PORT } from '../../src/compose/metrics/index.js';
import { DEFAULT_GRPC_PORT } from '../../src/commands/serve-grpc.js';
import { ROOT, variablesTheCodeReads } from '../readme/environment-variables.js';

const DOCKERFILE = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = (text: string): { keyword: string; args: string }[] =>
  text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });

/**
 * No container engine runs here: the Dockerfile is linted with dockerfile-utils (the Docker
 * language server's validator) and both files are checked for what the deployment relies on.
 */
describe('Dockerfile and docker-compose.yml', () => {
  it('the Dockerfile passes dockerfile-utils, which does flag a broken one', () => {
    expect(validate(DOCKERFILE).map((d) => `${d.range.start.line + 1}: ${d.message}`)).to.deep.equal([]);
    expect(validate('FROM node:20-slim\nCMD ["a"]\nCMD ["b"]\nFOO bar\n')).to.have.length(2);
  });

  it('compiles in a build stage, then runs the compiled JavaScript with production dependencies, as a non-root user, probed on /healthz', () => {
    const steps = instructions(DOCKERFILE);
    const froms = steps.filter((s) => s.keyword === 'FROM').map((s) => s.args);
    expect(froms).to.deep.equal(['node:20-slim AS build', 'node:20-slim AS runtime']);
    const runtime = steps.slice(steps.findIndex((s) => s.args === 'node:20-slim AS runtime'));
    expect(runtime.some((s) => s.keyword === 'RUN' && s.args.includes('npm ci --omit=dev'))).to.equal(true);
    expect(steps.some((s) => s.keyword === 'RUN' && /npm install\b/.test(s.args)), 'npm ci only: the lock file decides').to.equal(false);
    const user = runtime.findIndex((s) => s.keyword === 'USER');
    expect(runtime[user]?.args).to.not.match(/^(root|0)$/);
    expect(user).to.be.below(runtime.findIndex((s) => s.keyword === 'CMD'));
    const cmd = JSON.parse(runtime.find((s) => s.keyword === 'CMD')?.args ?? '[]') as string[];
    expect(cmd).to.deep.equal(['node', 'tools/server/bundle/cli.js', 'serve']);
    // What the build stage bundles there, from what tsc -b compiles to tools/server/dist/cli.js.
    const build = steps.slice(0, steps.findIndex((s) => s.args === 'node:20-slim AS runtime'));
    expect(build.some((s) => s.keyword === 'RUN' && /npx tsc -b && node tools\/server\/bundle-cli\.mjs/.test(s.args))).to.equal(true);
    expect(existsSync(join(ROOT, 'tools/server/src/cli.ts')) && existsSync(join(ROOT, 'tools/server/bundle-cli.mjs'))).to.equal(true);
    expect(runtime.find((s) => s.keyword === 'HEALTHCHECK')?.args).to.include(HEALTH_PATHS.live);
    expect(runtime.find((s) => s.keyword === 'EXPOSE')?.args.split(' ').map(Number)).to.deep.equal([8080, DEFAULT_GRPC_PORT, DEFAULT_METRICS_PORT]);
    const envNames = runtime.filter((s) => s.keyword === 'ENV').flatMap((s) => [...s.args.matchAll(/([A-Z_]+)=/g)].map((m) => m[1]));
    expect(envNames.filter((name) => name !== 'NODE_ENV' && !variablesTheCodeReads().includes(name as string))).to.deep.equal([]);
  });

  it('the runtime stage holds production dependencies, the bundle and the files the bundle reads, not the build stage', () => {
    const steps = instructions(DOCKERFILE);
    const runtime = steps.slice(steps.findIndex((s) => s.args === 'node:20-slim AS runtime'));
    const copied = runtime.filter((s) => s.keyword === 'COPY').map((s) => s.args);
    expect(copied.every((args) => args.startsWith('--from=build ')), 'the runtime copies from the build stage only').to.equal(true);
    const sources = copied.flatMap((args) => args.replace('--from=build ', '').split(/\s+/).slice(0, -1));
    // Never the build stage as a whole (its sources, tests, docs, dev dependencies).
    expect(sources.filter((source) => ['/app', '/app/', '.'].includes(source))).to.deep.equal([]);
    expect(sources).to.include.members(['/app/package.json', '/app/package-lock.json', '/manifests/', '/app/tools/server/bundle/']);
    // What each module that reads a file beside itself needs, by the module the bundle locates there
    // (tools/server/bundle-cli.mjs keeps their paths): a new one fails here until its file is copied.
    const READS_AT_RUN_TIME: Record<string, string | null> = {
      'adapters/static-data/dist/catalogue/catalogue-file.js': '/app/adapters/static-data/dist/catalogue/sample-catalogue.json',
      'tools/server/dist/compose/api-reference.js': '/app/docs/openapi.json',
      'transports/grpc/dist/proto-files.js': '/app/transports/grpc/protos/',
      'transports/web/dist/http/assets.js': '/app/transports/web/assets/',
      // Resolves Redoc's bundle in node_modules: a production dependency of @parasol/rest.
      'transports/rest/dist/reference-routes.js': null,
    };
    const bundle = readdirSync(join(ROOT, 'tools/server/bundle')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(ROOT, 'tools/server/bundle', f), 'utf8')).join('\n');
    const located = [...new Set([...bundle.matchAll(/"file:\/\/([^"]+)"/g)].map((m) => relative(ROOT, m[1]!)).filter((path) => !path.startsWith('node_modules/')))].sort();
    expect(located).to.deep.equal(Object.keys(READS_AT_RUN_TIME).sort());
    for (const needed of Object.values(READS_AT_RUN_TIME)) if (needed !== null) expect(sources, needed).to.include(needed);
    for (const needed of Object.values(READS_AT_RUN_TIME)) if (needed !== null) expect(existsSync(join(ROOT, needed.replace('/app/', ''))), needed).to.equal(true);
  });

  it('keeps installed and built output, local keys and the repository out of the build context', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).to.include.members(['node_modules', '**/dist', 'tools/server/bundle', '.parasol', '.git']);
  });

  it('docker-compose.yml runs Parasol on a MongoDB replica set with a required master key and admin token, gRPC and metrics bound to this machine', () => {
    const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { image?: string; build?: string; command?: string[]; environment?: Record<string, string>; ports?: string[]; depends_on?: Record<string, { condition: string }>; healthcheck?: object }>;
    };
    expect(Object.keys(compose.services)).to.deep.equal(['mongo', 'parasol']);
    const { mongo, parasol } = compose.services as Required<typeof compose.services>;
    expect(mongo?.image).to.match(/^mongo:\d+/);
    expect(mongo?.healthcheck).to.be.an('object');
    const replicaSet = mongo?.command?.[mongo.command.indexOf('--replSet') + 1];
    expect(parasol?.build).to.equal('.');
    expect(parasol?.depends_on).to.deep.equal({ mongo: { condition: 'service_healthy' } });
    const environment = parasol?.environment ?? {};
    expect(environment['PARASOL_MONGO_URL']).to.equal(`mongodb://mongo:27017/parasol?replicaSet=${replicaSet}`);
    // PARASOL_MONGO_URL needs PARASOL_MASTER_KEY: compose refuses to start without one.
    expect(environment['PARASOL_MASTER_KEY']).to.match(/^\$\{PARASOL_MASTER_KEY:\?/);
    // The internal gRPC services' token: set by the operator, not one generated inside the container.
    expect(environment['PARASOL_ADMIN_TOKEN']).to.match(/^\$\{PARASOL_ADMIN_TOKEN:\?/);
    expect(Object.keys(environment).filter((name) => !variablesTheCodeReads().includes(name))).to.deep.equal([]);
    // Only REST on every interface; gRPC (the internal services) and metrics on this machine.
    expect(parasol?.ports).to.have.members(['8080:8080', `127.0.0.1:${DEFAULT_GRPC_PORT}:${DEFAULT_GRPC_PORT}`, `127.0.0.1:${DEFAULT_METRICS_PORT}:${DEFAULT_METRICS_PORT}`]);
  });
});
