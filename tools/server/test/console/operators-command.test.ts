import { expect } from 'chai';
import { mkdtemp, stat, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { runOperatorsCommand } from '../../src/commands/operators.js';
import { loadOperators, operatorsFileBeside } from '../../src/compose/operators-file.js';
import { startConsoleWorld } from './console-harness.js';
import { ConsoleBrowser } from './console-http.js';

const sink = () => {
  let text = '';
  const stream = new Writable({ write: (chunk, _encoding, done) => ((text += String(chunk)), done()) });
  return { stream, text: () => text };
};

describe('parasol operators create (memory storage)', function () {
  this.timeout(30_000);

  it('saves an argon2id hash (never the password) mode 0600 beside the key file; serve loads it and the printed password signs in to /console/ops', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parasol-operators-'));
    const keyFile = join(dir, 'sandbox-key.json');
    const out = sink();
    const err = sink();
    expect(await runOperatorsCommand(['create', '--email', 'Desk@Parasol.example', '--key-file', keyFile], out.stream, err.stream)).to.equal(0);
    const password = /Password \(shown once\): (\S+)/.exec(out.text())![1]!;
    const file = operatorsFileBeside(keyFile);
    expect((await stat(file)).mode & 0o777).to.equal(0o600);
    const saved = await readFile(file, 'utf8');
    expect(saved).to.contain('$argon2id$').and.contain('desk@parasol.example').and.not.contain(password);

    const world = await startConsoleWorld();
    try {
      expect(await loadOperators(world.parasol.console.stores.users, file)).to.equal(1);
      expect(await loadOperators(world.parasol.console.stores.users, file), 'loaded once').to.equal(0);
      const desk = new ConsoleBrowser(world.url);
      await desk.get('/console/sign-in');
      const signedIn = await desk.post('/console/sign-in', { email: 'desk@parasol.example', password });
      expect(signedIn.location).to.equal('/console/ops');
      expect((await desk.get('/console/ops')).status).to.equal(200);
    } finally {
      await world.close();
    }
  });

  it('refuses a bad email, and a usage mistake is a usage error', async () => {
    const err = sink();
    expect(await runOperatorsCommand(['create', '--email', 'not-an-email', '--key-file', join(tmpdir(), 'x', 'k.json')], sink().stream, err.stream)).to.equal(1);
    expect(err.text()).to.contain('not a usable email');
    let thrown: unknown;
    try {
      await runOperatorsCommand(['create'], sink().stream, sink().stream);
    } catch (e) {
      thrown = e;
    }
    expect((thrown as Error).name).to.equal('UsageError');
  });
});
