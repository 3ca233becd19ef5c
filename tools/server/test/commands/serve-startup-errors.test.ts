import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { aKeyFile, ROOT, watchServe } from './serve-process.js';

/** `parasol serve` with these arguments and variables (and none of the caller's PORT, GRPC_PORT, ...): its exit code and stderr. */
const serveFails = async (args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | string; stderr: string; stdout: string }> => {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(PORT|GRPC_PORT|HOST|PARASOL_.*)$/.test(name)));
  const cli = ['--conditions=parasol-source', '--import', join(ROOT, 'tools/server/register.mjs'), join(ROOT, 'tools/server/src/cli.ts')];
  const serve = watchServe(spawn(process.execPath, [...cli, 'serve', '--quiet', '--key-file', await aKeyFile(), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...inherited, ...env } }));
  serve.serving.then(() => serve.child.kill('SIGKILL')).catch(() => undefined);
  const code = await serve.exited;
  return { code, stderr: serve.stderr(), stdout: serve.stdout() };
};

/** A port something already listens on, on loopback. */
const occupied = async (): Promise<{ port: number; server: Server }> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server };
};

describe('parasol serve: start-up errors say what to do', function () {
  this.timeout(40_000);

  it('checks the REST, gRPC and metrics ports before listening, and names every taken one, its variable and --port 0 in one message', async () => {
    const [rest, grpc, metrics] = [await occupied(), await occupied(), await occupied()];
    try {
      const { code, stderr, stdout } = await serveFails(['--port', String(rest.port)], { GRPC_PORT: String(grpc.port), PARASOL_METRICS_PORT: String(metrics.port) });
      expect(code).to.equal(1);
      expect(stdout).to.not.contain('serving on');
      const lines = stderr.trim().split('\n');
      expect(lines, stderr).to.have.length(1);
      expect(lines[0]).to.contain(`127.0.0.1:${rest.port} (PORT (--port), in use)`);
      expect(lines[0]).to.contain(`127.0.0.1:${grpc.port} (GRPC_PORT, in use)`);
      expect(lines[0]).to.contain(`127.0.0.1:${metrics.port} (PARASOL_METRICS_PORT, in use)`);
      expect(lines[0]).to.contain('--port 0');
    } finally {
      for (const { server } of [rest, grpc, metrics]) server.close();
    }
  });

  it('names only the taken port when the others are free, and gRPC logs nothing of its own', async () => {
    const grpc = await occupied();
    try {
      const { code, stderr } = await serveFails(['--port', '0'], { GRPC_PORT: String(grpc.port) });
      expect(code).to.equal(1);
      expect(stderr.trim().split('\n'), stderr).to.have.length(1);
      expect(stderr).to.contain(`${grpc.port} (GRPC_PORT, in use)`).and.contain('set GRPC_PORT to free ports, or start with --port 0').and.not.contain('PORT (--port)');
    } finally {
      grpc.server.close();
    }
  });

  it('names PORT and what it accepts for a port that is not a number (not "Invalid URL")', async () => {
    const { code, stderr } = await serveFails([], { PORT: 'abc' });
    expect(code).to.equal(1);
    expect(stderr).to.contain('PORT (or --port) must be a port number from 0 to 65535, not "abc"').and.not.contain('Invalid URL');
  });

  it('names PARASOL_MASTER_KEY, 32 bytes in base64 and how to make one', async () => {
    const { code, stderr } = await serveFails(['--port', '0'], { PARASOL_MASTER_KEY: 'abc' });
    expect(code).to.equal(1);
    expect(stderr).to.contain('PARASOL_MASTER_KEY must be 32 random bytes in base64').and.contain('openssl rand -base64 32');
  });

  it('names --mongo-url, its variable and PARASOL_MASTER_KEY when the flag comes without a master key', async () => {
    const { code, stderr } = await serveFails(['--port', '0', '--mongo-url', 'mongodb://127.0.0.1:1/parasol']);
    expect(code).to.equal(1);
    expect(stderr).to.contain('--mongo-url (PARASOL_MONGO_URL) needs PARASOL_MASTER_KEY');
  });

  it('names PARASOL_CLOCK_OFFSET and an example for a clock offset that is not an ISO 8601 duration', async () => {
    const { code, stderr } = await serveFails(['--port', '0'], { PARASOL_CLOCK_OFFSET: '15 days' });
    expect(code).to.equal(1);
    expect(stderr).to.contain('PARASOL_CLOCK_OFFSET must be an ISO 8601 duration').and.contain('P15D').and.contain('not "15 days"');
  });
});
