import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { freshDatabaseName } from '../../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../../adapters/mongo/test/harness/mongo-harness.js';
import { runOperatorsCommand } from '../../src/commands/operators.js';
import { startServe, type ServeProcess } from '../commands/serve-process.js';
import { Inbox } from './console-harness.js';
import { ConsoleBrowser } from './console-http.js';

const sink = () => {
  let text = '';
  return { stream: new Writable({ write: (chunk, _e, done) => ((text += String(chunk)), done()) }), text: () => text };
};

/**
 * The console as a deployment runs it: two `parasol serve` instances on one MongoDB database,
 * mail through PARASOL_SMTP_URL. A link one instance mailed opens on the other (its key derives
 * from the shared master key), a session opened on one is good on the other, an operator made
 * by `parasol operators create --mongo-url` signs in at once.
 */
describe('partner console on MongoDB, two instances', function () {
  this.timeout(90_000);
  const mongo = useMongoHarness();
  const instances: ServeProcess[] = [];
  let inbox: Inbox;
  let urls: string[];
  let mongoUrl: string;

  before(async () => {
    inbox = await Inbox.start();
    mongoUrl = mongo.database.uri(freshDatabaseName());
    const env = { PARASOL_MONGO_URL: mongoUrl, PARASOL_MASTER_KEY: randomBytes(32).toString('base64'), PARASOL_SMTP_URL: inbox.url, PARASOL_METRICS_PORT: 'off', GRPC_PORT: '0' };
    for (let i = 0; i < 2; i++) instances.push(await startServe([], env));
    urls = await Promise.all(instances.map((i) => i.serving));
  });
  after(async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
    await inbox?.close();
  });

  it('signs up on one instance, verifies and works on the other, with the session good on both', async () => {
    const [a, b] = urls as [string, string];
    const onA = new ConsoleBrowser(a);
    await onA.get('/console/sign-up');
    expect((await onA.post('/console/sign-up', { email: 'deploy@example.com', password: 'a long enough password', company: 'Deployed' })).status).to.equal(200);
    const link = new URL(Inbox.linkIn(await inbox.mailTo('deploy@example.com', /Confirm/), '/console/verify?token='));
    const onB = onA.at(b);
    await onB.get(`${link.pathname}${link.search}`);
    const welcome = await onB.post('/console/verify', { token: link.searchParams.get('token')! });
    expect(welcome.status, welcome.text).to.equal(201);
    expect(welcome.text).to.match(/id="key-id">ak_test_/);
    for (const base of [a, b]) {
      const keys = await onA.at(base).get('/console/p/deployed/keys');
      expect(keys.status, base).to.equal(200);
      expect(keys.text).to.contain('sandbox');
    }
    await onB.get('/console/p/deployed/links');
    expect((await onB.post('/console/p/deployed/links', { link: 'spring24' })).status).to.equal(200);
    expect((await onA.at(a).get('/console/p/deployed/audit')).text).to.contain('created tracked link').and.contain('created key');
  });

  it('creates an operator with parasol operators create --mongo-url, who signs in at once on either instance', async () => {
    const out = sink();
    expect(await runOperatorsCommand(['create', '--email', 'ops@deploy.example', '--mongo-url', mongoUrl], out.stream, sink().stream)).to.equal(0);
    const password = /Password \(shown once\): (\S+)/.exec(out.text())![1]!;
    for (const base of urls) {
      const desk = new ConsoleBrowser(base);
      await desk.get('/console/sign-in');
      expect((await desk.post('/console/sign-in', { email: 'ops@deploy.example', password })).location, base).to.equal('/console/ops');
    }
  });
});
