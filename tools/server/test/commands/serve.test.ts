import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/parasol.js', import.meta.url));

/** Runs the real `parasol` command, as `npm start` and a partner's shell do. */
const parasol = (args: string[], cwd: string): { child: ChildProcess; output: () => string; exited: Promise<number | null> } => {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: new Promise((resolve) => child.on('exit', resolve)) };
};

const waitFor = async (check: () => boolean, what: string, ms = 15_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('parasol serve and parasol request, end to end', function () {
  this.timeout(40_000);

  it('serves on loopback, prints and saves a sandbox key, and `parasol request` gets meta with it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parasol-serve-'));
    const server = parasol(['serve', '--port', '0', '--quiet'], dir);
    try {
      await waitFor(() => /PARASOL_SECRET=/.test(server.output()), 'the printed key');
      const url = /serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
      const saved = JSON.parse(await readFile(join(dir, '.parasol/sandbox-key.json'), 'utf8')) as { keyId: string; secret: string; url: string };
      expect(saved.url).to.equal(url);
      expect(server.output()).to.include(`PARASOL_KEY_ID=${saved.keyId}`);
      // The banner says whether the sample catalogue's loopback insurers answer (whatever runs on this machine), never merely that they rate.
      expect(server.output()).to.match(/Live catalogue: the sample one, (rated by its 4 insurers, all answering now|but none of its 4 insurers answers \(|[1-3] of its 4 insurers answering; not answering now: )/);
      const request = parasol(['request', 'GET', '/api/v1/travel/meta'], dir);
      expect(await request.exited).to.equal(0);
      expect(request.output()).to.match(/^HTTP 200/);
      expect(request.output()).to.include(`"keyId": "${saved.keyId}"`);
      // Spec: every self-serve key carries the coach scope.
      const meta = JSON.parse(request.output().slice(request.output().indexOf('\n\n'))) as { key: { scopes: string[] } };
      expect(meta.key.scopes).to.include('coach');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('stops start-up with a clear message when the bootstrap file is bad', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parasol-serve-'));
    await writeFile(join(dir, 'bad.json'), JSON.stringify({ keys: [{ keyId: 'ak_live_x', mode: 'live' }] }));
    const server = parasol(['serve', '--port', '0', '--bootstrap', 'bad.json'], dir);
    expect(await server.exited).to.equal(1);
    expect(server.output()).to.match(/Bootstrap file does not match bootstrap\.schema\.json/);
    expect(server.output()).to.not.include('serving on');
  });
});
