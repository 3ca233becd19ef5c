import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMAND_GROUPS, runCli } from '../../src/commands/run-cli.js';
import type { CommandIo } from '../../src/commands/grpc-request.js';

const BIN = fileURLToPath(new URL('../../bin/parasol.js', import.meta.url));

/** Runs the real `parasol` command to its end: its exit code and what it printed on each stream. */
const run = (args: string[], cwd?: string): Promise<{ code: number | null; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], ...(cwd ? { cwd } : {}) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });

/** runCli in this process, its two streams kept. */
const runInProcess = async (argv: string[]): Promise<{ code: number; out: string; err: string }> => {
  let out = '';
  let err = '';
  const io: CommandIo = {
    out: { write: (chunk: string) => ((out += chunk), true) } as unknown as NodeJS.WritableStream,
    err: { write: (chunk: string) => ((err += chunk), true) } as unknown as NodeJS.WritableStream,
    env: {},
  };
  return { code: await runCli(argv, io), out, err };
};

describe('parasol: help and usage errors', function () {
  this.timeout(30_000);

  it('prints --help for every command and every subcommand on stdout, exit 0, starting nothing', async () => {
    const invocations = [
      ['--help'], ['help'], ['-h'], [],
      ['serve', '--help'], ['request', '--help'], ['webhooks', '--help'], ['webhooks', 'listen', '-h'], ['request', '-h'], ['insurer-sim', '--help'], ['funnel-sim', '--help'], ['payments-sim', '--help'],
      ['admin', '--help'], ['admin', 'new-key', '--help'], ['admin', 'check-bootstrap', '--help'], ['admin', 'master-key', '--help'],
      ...COMMAND_GROUPS.flatMap((group) => [[group.name, '--help'], ...group.subcommands.map((sub) => [group.name, sub.name, '--help'])]),
    ];
    expect(invocations.length).to.be.above(30);
    for (const argv of invocations) {
      const { code, out, err } = await runInProcess(argv);
      expect({ argv, code, err }).to.deep.equal({ argv, code: 0, err: '' });
      const named = argv[0] === undefined || argv[0].startsWith('-') || argv[0] === 'help' ? 'usage: parasol <command>' : `parasol ${argv[0]}`;
      expect(out, argv.join(' ')).to.include(named);
      // A subcommand's help names the subcommand (an operations group's is the subcommand's own usage line).
      if (argv.length === 3) expect(out, argv.join(' ')).to.include(argv[0] === 'admin' ? `${argv[1]}` : `usage: parasol ${argv[0]} ${argv[1]}`);
    }
  });

  it('refuses an unknown command or option with exit 2 and the usage on stderr', async () => {
    const unknown = await runInProcess(['deploy']);
    expect(unknown).to.include({ code: 2, out: '' });
    expect(unknown.err).to.include('parasol: unknown command deploy').and.include('usage: parasol <command>');
    const option = await runInProcess(['request', 'GET', '/api/v1/travel/meta', '--colour']);
    expect(option.code).to.equal(2);
    expect(option.err).to.include("Unknown option '--colour'").and.include('parasol request --help');
    // Every quote it opens, it closes (node's own message ends on an unbalanced one).
    expect(option.err.split('\n')[0]!.split("'").length % 2, option.err).to.equal(1);
    expect(option.err.split('\n')[0]!.split('"').length % 2, option.err).to.equal(1);
    expect((await runInProcess(['admin', 'deploy'])).code).to.equal(2);
    expect((await runInProcess(['partners', 'deploy'])).code).to.equal(2);
  });

  it('exits non-zero from the real binary on an unknown command, 0 on --help', async () => {
    const unknown = await run(['deploy']);
    expect(unknown.code).to.equal(2);
    expect(unknown.stderr).to.include('unknown command deploy');
    const help = await run(['insurer-sim', '--help']);
    expect(help.code).to.equal(0);
    expect(help.stdout).to.include('parasol insurer-sim [options]').and.include('--catalogue PATH');
  });

  it('request: finds the saved key from a folder below the checkout root, and explains a refused connection', async () => {
    // A checkout of its own: .git marks its root, the key file sits where npm start saves it.
    const checkout = await mkdtemp(join(tmpdir(), 'parasol-checkout-'));
    await mkdir(join(checkout, '.git'));
    await mkdir(join(checkout, '.parasol'));
    await mkdir(join(checkout, 'docs', 'examples'), { recursive: true });
    // A port nothing listens on: taken, then released.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const url = `http://127.0.0.1:${port}`;
    await writeFile(join(checkout, '.parasol', 'sandbox-key.json'), JSON.stringify({ keyId: 'ak_test_abcdEFGH1234', secret: 'sk_test_0123456789abcdef', url }));
    const refused = await run(['request', 'GET', '/api/v1/travel/meta'], join(checkout, 'docs', 'examples'));
    expect(refused.code).to.equal(1);
    // The key was found (no "No key" usage error) and the one line names the URL and what to do.
    expect(refused.stderr.trim().split('\n')).to.have.length(1);
    expect(refused.stderr).to.include(url).and.include('Is the server running?').and.include('npm start');
  });
});

describe('parasol: usage mistakes say what is missing, and output cut short ends quietly', function () {
  this.timeout(30_000);

  it('request: names the missing METHOD or PATH, or the METHOD it does not take, before the usage', async () => {
    for (const [argv, says] of [
      [['request'], 'parasol request: missing METHOD and PATH'],
      [['request', 'GET'], 'parasol request: missing PATH after GET'],
      [['request', 'PUT', '/api/v1/travel/meta'], 'parasol request: METHOD must be GET, POST or DELETE, not "PUT"'],
    ] as const) {
      const { code, stderr } = await run([...argv]);
      expect(code, argv.join(' ')).to.equal(2);
      expect(stderr, argv.join(' ')).to.match(new RegExp(`^${says.replace(/[()]/g, '\\$&')}`)).and.include('usage: parasol request METHOD PATH');
    }
  });

  it('funnel-sim: a bad --fault is a usage error of funnel-sim (exit 2, its name as the prefix)', async () => {
    const { code, stderr } = await run(['funnel-sim', '--fault', 'nope']);
    expect(code).to.equal(2);
    expect(stderr).to.match(/^parasol funnel-sim: fault "nope" is not one of/).and.include('parasol funnel-sim --help');
  });

  it('request | head -1: a reader that closes the pipe early ends the command quietly, exit 0, no EPIPE stack', async () => {
    // A server that answers anything with a long JSON body, so the command still writes after the reader left.
    const { createServer: createHttpServer } = await import('node:http');
    const server = createHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ items: Array.from({ length: 5000 }, (_, i) => ({ i, text: 'some words to fill the pipe' })) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const child = spawn(process.execPath, [BIN, 'request', 'GET', '/api/v1/travel/meta', '--url', url, '--key-id', 'ak_test_abcdEFGH1234', '--secret', 'sk_test_0123456789abcdef'], { stdio: ['ignore', 'pipe', 'pipe'] });
      // The reader goes away before the command writes anything: every write meets a closed pipe.
      child.stdout.destroy();
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect({ code, stderr }).to.deep.equal({ code: 0, stderr: '' });
    } finally {
      server.close();
    }
  });
});
