import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { SAMPLE_CATALOGUE_PATH } from '@parasol/static-data';
import { PAYMENTS_SIM_USAGE, runPaymentsSimCommand, type PaymentsSimulator } from '@parasol/sims';
import { ROOT, startServe, type ServeProcess } from '../commands/serve-process.js';
import { startSampleInsurers, type SampleInsurers } from '../checkout/insurer-sims.js';
import { payLinkOf, pathOf, typeCard } from '../checkout/live-checkout-harness.js';
import { startWebhookRelay, type WebhookRelay } from '../checkout/webhook-relay.js';
import { hiddenField, http, postForm } from '../web/web-harness.js';

/** The fenced block right after `<!-- example: NAME -->` in the README. */
const example = (readme: string, name: string): string => {
  const match = new RegExp(`<!-- example: ${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (match?.[1] === undefined) throw new Error(`README has no example ${name}`);
  return match[1];
};

const sh = (script: string, env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((done) =>
    execFile('sh', ['-e', '-c', script], { cwd: ROOT, env, timeout: 50_000 }, (error, out, err) => done({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout: out, stderr: err })),
  );

/** The body of a `parasol request` answer printed as `HTTP nnn`, headers, a blank line, the JSON. */
const bodyOf = (printed: string): Record<string, unknown> => JSON.parse(printed.slice(printed.indexOf('\n\n'))) as Record<string, unknown>;

/**
 * README, "Live try-out": the servers' block read as written (the catalogue insurer-sim plays, the
 * webhook URL and the arguments payments-sim gets, the variables `npm start` gets, each one that
 * payments-sim prints), run on free ports rather than the fixed ones (other tests may hold them);
 * then the partner's block run by sh as written, the traveller's purchase with the README's card,
 * and the README's statement command showing the sale.
 */
describe('README: the live try-out, run as written', function () {
  this.timeout(60_000);
  let readme: string;
  let insurers: SampleInsurers;
  let relay: WebhookRelay;
  let payments: PaymentsSimulator;
  let serve: ServeProcess;
  let url: string;
  let env: Record<string, string>;

  before(async () => {
    readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const servers = example(readme, 'live-try-out-servers');
    const lines = servers.replaceAll(' \\\n', ' ').split('\n').filter((l) => l.trim() !== '');
    expect(lines.map((l) => l.split(' ').slice(0, 3).join(' ')).slice(0, 2)).to.deep.equal(['npx parasol insurer-sim', 'npx parasol payments-sim']);
    expect(lines).to.have.length(3);
    // insurer-sim plays the sample catalogue, whose insurers it starts here on free ports.
    expect(resolve(ROOT, /--catalogue (\S+)/.exec(lines[0]!)![1]!)).to.equal(SAMPLE_CATALOGUE_PATH);
    insurers = await startSampleInsurers();
    // npm start's variables, as the block sets them.
    env = Object.fromEntries([...lines[2]!.matchAll(/(PARASOL_[A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
    expect(Object.keys(env)).to.deep.equal(['PARASOL_BOOTSTRAP', 'PARASOL_STRIPE_SECRET_KEY', 'PARASOL_STRIPE_WEBHOOK_SECRET', 'PARASOL_STRIPE_API_BASE']);
    expect(lines[2]).to.match(/ npm start$/);
    // payments-sim with the block's arguments: its webhooks reach npm start's default port, its
    // default port is the block's API base, and it prints the secrets the block passes on.
    const simArgs = lines[1]!.replace(/ &$/, '').split(' ').slice(3);
    const webhookUrl = simArgs[simArgs.indexOf('--webhook-url') + 1]!;
    expect(new URL(webhookUrl).port).to.equal('8080');
    expect(new URL(webhookUrl).pathname).to.equal('/payments/stripe/webhook');
    expect(PAYMENTS_SIM_USAGE).to.contain(`--port P               port (default ${new URL(env.PARASOL_STRIPE_API_BASE!).port})`);
    relay = await startWebhookRelay();
    let printed = '';
    const out = new Writable({ write: (chunk: Buffer, _e, done) => ((printed += chunk.toString()), done()) });
    payments = await runPaymentsSimCommand([...simArgs.map((a) => (a === webhookUrl ? relay.url : a)), '--port', '0'], out);
    expect(printed).to.contain(`PARASOL_STRIPE_SECRET_KEY=${env.PARASOL_STRIPE_SECRET_KEY}\n`).and.contain(`PARASOL_STRIPE_WEBHOOK_SECRET=${env.PARASOL_STRIPE_WEBHOOK_SECRET}\n`);
    // npm start, on a free port: the block's variables, the simulators where they listen here.
    serve = await startServe([], { ...env, PARASOL_STRIPE_API_BASE: payments.url, PARASOL_CATALOGUE: await insurers.catalogueFile(), PARASOL_MASTER_KEY: randomBytes(32).toString('base64'), PARASOL_MONGO_URL: '' });
    url = await serve.serving;
    relay.targets = [url];
  });
  after(async () => {
    serve?.child.kill('SIGTERM');
    await serve?.exited;
    await payments?.close();
    await relay?.close();
    await insurers?.close();
  });

  it('links a live offer, which the traveller pays with the README’s card; the insurer issues and the statement shows the pending sale', async () => {
    const cliEnv = { ...process.env, PARASOL_URL: url };
    const linked = await sh(example(readme, 'live-try-out'), cliEnv);
    expect({ code: linked.code, stderr: linked.stderr }).to.deep.equal({ code: 0, stderr: '' });
    const link = bodyOf(linked.stdout);
    expect(link).to.include({ mode: 'live', ref: 'acme-blog' });
    const path = new URL(String(link.url)).pathname;

    // The traveller: the details form, Pay, the card page with the README's accepted card, back.
    const form = await http(`${url}${pathOf(String(link.url))}`);
    const offer = hiddenField(form.text, 'offer');
    const sent = await postForm(`${url}${path}/presubscribe`, { name: 'Alex Sample', email: 'alex@example.com', terms: 'yes', offer, lang: 'en', token: hiddenField(form.text, 'token') });
    expect(sent.status).to.equal(303);
    const payment = await http(`${url}${path}?lang=en`);
    const amount = Number(hiddenField(payment.text, 'amount'));
    const posted = await postForm(`${url}${path}/pay`, { lang: 'en', token: hiddenField(payment.text, 'token'), amount: String(amount), currency: hiddenField(payment.text, 'currency') });
    expect(posted.status).to.equal(303);
    const card = /(4242 4242 4242 4242) pays/.exec(readme.replaceAll('\n', ' '))![1]!;
    const paid = await typeCard(payLinkOf((await http(`${url}${String(posted.headers.location)}`)).text), card);
    const back = await http(`${url}${pathOf(paid.location!)}`);
    await payments.webhooksSettled();
    const done = await http(`${url}${String(back.headers.location)}`);
    const issued = Object.values(insurers.simulators).map((s) => s.policyOf(String(link.subscriptionId))).filter((p) => p !== undefined);
    expect(issued).to.have.length(1);
    expect(done.text).to.contain(issued[0]!.policyNumber);

    const statementCommand = /```sh\n(npx parasol request GET \/api\/v1\/ledger\/statement[^`]*)```/.exec(readme)?.[1];
    const statement = await sh(statementCommand!, cliEnv);
    expect(statement.code, statement.stderr).to.equal(0);
    const sales = bodyOf(statement.stdout).sales as { externalOrderId: string; origin: string; status: string; amountMinor: number }[];
    expect(sales.map((s) => [s.externalOrderId, s.origin, s.status, s.amountMinor])).to.deep.equal([[link.subscriptionId, 'funnel', 'pending', amount]]);
  });
});
