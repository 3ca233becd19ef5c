import { expect } from 'chai';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedParasol } from '../../src/index.js';
import { runAdminCommand } from '../../src/commands/admin.js';

const capture = () => {
  let text = '';
  return { out: { write: (chunk: string) => ((text += chunk), true) } as unknown as NodeJS.WritableStream, text: () => text };
};

describe('parasol admin', () => {
  it('new-key prints a bootstrap entry whose secret signs calls once loaded', async () => {
    const printed = capture();
    expect(await runAdminCommand(['new-key', '--mode', 'live', '--partner', 'acme', '--reads', '500', '--writes', '20'], printed.out)).to.equal(0);
    const entry = JSON.parse(printed.text()) as { keyId: string; secret: string; mode: string; quota: object };
    expect(entry.keyId).to.match(/^ak_live_[A-Za-z0-9]{24}$/);
    expect(entry.secret).to.match(/^sk_live_/);
    expect(entry.quota).to.deep.equal({ reads: 500, writes: 20 });
    const parasol = createEmbeddedParasol();
    await parasol.admin.bootstrap({ partners: [{ code: 'acme', status: 'approved', baseRateBps: 1000 }], keys: [entry] });
    const meta = await parasol.client(entry).meta();
    expect(meta.status).to.equal(200);
    expect(meta.body).to.deep.include({ ok: true });
  });

  it('new-key refuses an unknown mode on stderr, naming it', async () => {
    const printed = capture();
    const errors = capture();
    expect(await runAdminCommand(['new-key', '--mode', 'prod'], printed.out, errors.out)).to.equal(2);
    expect(printed.text()).to.equal('');
    expect(errors.text()).to.match(/^parasol admin new-key: --mode must be sandbox or live, not "prod"/);
  });

  it('new-key requires --mode, saying so, rather than making a sandbox key by default', async () => {
    const printed = capture();
    const errors = capture();
    expect(await runAdminCommand(['new-key', '--partner', 'acme'], printed.out, errors.out)).to.equal(2);
    expect(printed.text()).to.equal('');
    expect(errors.text()).to.match(/^parasol admin new-key: missing --mode sandbox\|live/).and.include('usage: parasol admin new-key --mode sandbox|live');
  });

  it('check-bootstrap without a file says the FILE is missing, with its own usage', async () => {
    const errors = capture();
    expect(await runAdminCommand(['check-bootstrap'], capture().out, errors.out)).to.equal(2);
    expect(errors.text()).to.match(/^parasol admin check-bootstrap: missing FILE/).and.include('usage: parasol admin check-bootstrap FILE').and.not.include('master-key');
  });

  it("prints a command's own help for --help after it, not the general one", async () => {
    for (const [command, own] of [['new-key', 'usage: parasol admin new-key'], ['check-bootstrap', 'usage: parasol admin check-bootstrap'], ['master-key', 'usage: parasol admin master-key']] as const) {
      const printed = capture();
      expect(await runAdminCommand([command, '--help'], printed.out)).to.equal(0);
      expect(printed.text()).to.match(new RegExp(`^${own}`));
      expect(printed.text(), command).to.not.include('parasol admin <command>');
    }
  });

  it('check-bootstrap accepts a good file and explains a bad one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parasol-admin-'));
    const good = join(dir, 'good.json');
    const bad = join(dir, 'bad.json');
    await writeFile(good, JSON.stringify({ partners: [{ code: 'acme', baseRateBps: 1000 }] }));
    await writeFile(bad, JSON.stringify({ keys: [{ keyId: 'ak_test_abcd1234', secret: 'short', mode: 'live', scopes: [] }] }));
    const ok = capture();
    expect(await runAdminCommand(['check-bootstrap', good], ok.out)).to.equal(0);
    expect(ok.text()).to.match(/ok \(1 partner, 0 keys\)/);
    const refused = capture();
    expect(await runAdminCommand(['check-bootstrap', bad], refused.out)).to.equal(1);
    expect(refused.text()).to.match(/secret/);
  });

  it('check-bootstrap gives start-up\'s verdict on a key crediting a partner the file does not declare', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parasol-admin-'));
    const orphan = join(dir, 'orphan.json');
    const key = { keyId: 'ak_live_acmeLive0001', secret: 'sk_live_0123456789abcdef0123', mode: 'live', scopes: ['quotes'], partner: 'ghost' };
    await writeFile(orphan, JSON.stringify({ partners: [{ code: 'acme', baseRateBps: 1000 }], keys: [key] }));
    const checked = capture();
    expect(await runAdminCommand(['check-bootstrap', orphan], checked.out)).to.equal(1);
    expect(checked.text()).to.include('unknown partner ghost');
    // Start-up on a fresh store refuses the same file, with the same words.
    const startUp = await createEmbeddedParasol().admin.bootstrap(JSON.parse(await readFile(orphan, 'utf8'))).then(
      () => 'loaded',
      (e: Error) => e.message,
    );
    expect(checked.text()).to.equal(`${orphan}: ${startUp}\n`);
  });
});
