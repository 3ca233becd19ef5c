import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A sale.validated delivery as Parasol's sender signs it. */
const aDelivery = (secret: string, id: string) => {
  const body = JSON.stringify({
    id,
    type: 'sale.validated',
    createdAt: '2026-11-27T12:00:00.000Z',
    mode: 'sandbox',
    partner: 'demo',
    apiVersion: '1.0.0',
    data: { sale: { externalOrderId: 'order-42', commission: 12.5, currency: 'EUR' }, entry: { seq: 2, kind: 'validation' } },
  });
  const at = new Date();
  return { body, headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, at, body) } };
};

/** README, "Receiving webhooks": the receiver snippet, run from the sources as the README's Embedding section says. */
describe('README receiving webhooks snippet', function () {
  this.timeout(60_000);
  let child: ChildProcess | undefined;
  const dir = join(ROOT, 'test-artifacts', `webhooks-${process.pid}`);
  after(async () => {
    child?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  it('acknowledges a signed delivery once per event id, and refuses a forged one with 400', async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const snippet = /<!-- example: receiving webhooks -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(snippet, 'the README receiving webhooks snippet').to.be.a('string');
    await mkdir(dir, { recursive: true });
    const app = join(dir, 'receiver.ts');
    await writeFile(app, snippet!);
    const secret = `whsec_${Buffer.from('the-readme-receiver-secret-32byt').toString('base64')}`;
    const port = await freePort();
    let stdout = '';
    let stderr = '';
    child = spawn(process.execPath, ['--conditions=parasol-source', '--import', './tools/server/register.mjs', app], { cwd: ROOT, env: { ...process.env, PORT: String(port), PARASOL_WEBHOOK_SECRET: secret } });
    child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    const url = `http://127.0.0.1:${port}/`;
    const post = async (delivery: { body: string; headers: Record<string, string> }) => {
      for (let i = 0; ; i++) {
        try {
          return (await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body })).status;
        } catch (e) {
          // Not listening yet: the child is still starting.
          if (i > 200) throw new Error(`${(e as Error).message}\n${stderr}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const delivery = aDelivery(secret, 'evt_readme_1');
    expect(await post(delivery)).to.equal(204);
    expect(await post(aDelivery(secret, 'evt_readme_1')), 'a redelivery is acknowledged').to.equal(204);
    expect(await post(aDelivery(`whsec_${Buffer.from('somebody-else-s-secret-32-bytes!').toString('base64')}`, 'evt_forged'))).to.equal(400);
    expect(await post({ ...delivery, body: delivery.body.replace('12.5', '125') }), 'a changed body').to.equal(400);
    expect(stdout, 'acted on once').to.equal('sale order-42 validated: 12.5 EUR\n');
    expect(stderr).to.equal('');
  });
});
