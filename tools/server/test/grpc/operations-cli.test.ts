import { expect } from 'chai';
import { Writable } from 'node:stream';
import { startGrpcServer, TravelClient, type RunningGrpcServer } from '@parasol/grpc';
import type { CommandGroup, CommandIo } from '../../src/commands/grpc-request.js';
import { KEYS as KEY_COMMANDS, runKeysCommand } from '../../src/commands/keys.js';
import { LEDGER_COMMANDS, runLedgerCommand } from '../../src/commands/ledger.js';
import { LINKS, runLinksCommand } from '../../src/commands/links.js';
import { PARTNERS, runPartnersCommand } from '../../src/commands/partners.js';
import { runSubscriptionsCommand, SUBSCRIPTIONS } from '../../src/commands/subscriptions.js';
import { aWorld, KEYS, NOON, PARTNER, TRIP } from './grpc-world.js';

const TOKEN = 'cli-test-admin-token-0123456789abcdefghij';

type Json = Record<string, unknown>;

/** Runs one CLI command against the test server; what it printed, parsed when JSON. */
const collector = () => {
  let text = '';
  return { stream: new Writable({ write: (chunk, _enc, done) => ((text += String(chunk)), done()) }), text: () => text };
};

describe('parasol partners, links, keys, subscriptions, ledger: the internal gRPC services from the CLI', () => {
  let server: RunningGrpcServer;
  let travel: TravelClient;
  let env: NodeJS.ProcessEnv;

  const run = async (command: (argv: readonly string[], io?: CommandIo) => Promise<number>, argv: string[], environment: NodeJS.ProcessEnv = env) => {
    const out = collector();
    const err = collector();
    const code = await command(argv, { out: out.stream, err: err.stream, env: environment });
    let json: Json | undefined;
    try {
      json = JSON.parse(out.text()) as Json;
    } catch {
      json = undefined;
    }
    return { code, out: out.text(), err: err.text(), json };
  };
  const ok = async (command: Parameters<typeof run>[0], argv: string[]): Promise<Json> => {
    const result = await run(command, argv);
    expect(result.code, `${argv.join(' ')}: ${result.err}`).to.equal(0);
    return result.json as Json;
  };

  before(async () => {
    const { parasol } = await aWorld();
    server = await startGrpcServer({ parasol, adminToken: TOKEN });
    travel = new TravelClient(server.address);
    env = { PARASOL_GRPC_URL: server.address, PARASOL_ADMIN_TOKEN: TOKEN };
  });
  after(async () => {
    travel.close();
    await server.close();
  });

  it('partners: create, show, approve, commission, live-access', async () => {
    const created = await ok(runPartnersCommand, ['create', 'newco', '--base-rate', '800', '--links', 'web1,blog2']);
    expect(created).to.deep.include({ code: 'newco', status: 'pending', baseRateBps: 800, commissionBps: 800 });
    expect(created['links']).to.deep.equal([
      { code: 'web1', archived: false, default: true },
      { code: 'blog2', archived: false, default: false },
    ]);
    expect((await ok(runPartnersCommand, ['approve', 'newco']))['status']).to.equal('approved');
    expect((await ok(runPartnersCommand, ['commission', 'newco', '1200']))['commissionBps']).to.equal(1200);
    expect((await ok(runPartnersCommand, ['show', 'newco']))).to.deep.include({ status: 'approved', commissionBps: 1200 });
    expect(await ok(runPartnersCommand, ['live-access', 'newco'])).to.deep.equal({ partnerCode: 'newco', approved: true, sandboxPriceCalls: 0, sandboxLinksMinted: 0, priceCallsNeeded: 10, linksNeeded: 1 });
    const refused = await run(runPartnersCommand, ['commission', 'newco', '9000']);
    expect([refused.code, refused.err]).to.satisfy(([code, err]: [number, string]) => code === 1 && err.startsWith('BAD_REQUEST: commissionBps'));
    const missing = await run(runPartnersCommand, ['show', 'nobody']);
    expect([missing.code, missing.err.split(':')[0]]).to.deep.equal([1, 'PARTNER_NOT_FOUND']);
  });

  it('links: create (as default), archive, default', async () => {
    const created = await ok(runLinksCommand, ['create', 'newco', 'promo3', '--default']);
    expect((created['links'] as Json[]).filter((l) => l['default']).map((l) => l['code'])).to.deep.equal(['promo3']);
    const archived = await ok(runLinksCommand, ['archive', 'newco', 'blog2']);
    expect((archived['links'] as Json[]).find((l) => l['code'] === 'blog2')).to.deep.include({ archived: true });
    const moved = await ok(runLinksCommand, ['default', 'newco', 'web1']);
    expect((moved['links'] as Json[]).filter((l) => l['default']).map((l) => l['code'])).to.deep.equal(['web1']);
    const refused = await run(runLinksCommand, ['default', 'newco', 'blog2']);
    expect(refused.code).to.equal(1);
  });

  it('keys: create, list (never a secret), quota, rotate, revoke; the key works over gRPC until revoked', async () => {
    const created = await ok(runKeysCommand, ['create', '--partner', 'newco', '--scopes', 'quotes', '--reads', '5', '--writes', '1']);
    const { keyId, secret } = created as { keyId: string; secret: string };
    expect(keyId).to.match(/^ak_test_/);
    expect((await travel.signedCall('Meta', {}, { keyId, secret }, NOON)).status).to.equal(200);
    const listed = await run(runKeysCommand, ['list', '--partner', 'newco']);
    expect(listed.out).to.not.contain(secret);
    expect((listed.json?.['keys'] as Json[]).map((k) => [k['keyId'], (k['quota'] as Json)['reads']])).to.deep.equal([[keyId, 5]]);
    expect(await ok(runKeysCommand, ['quota', keyId, '--reads', '500', '--writes', '20', '--burst', '100'])).to.deep.include({ quota: { reads: 500, writes: 20 }, burstPerMinute: 100 });
    const rotated = await ok(runKeysCommand, ['rotate', keyId]);
    expect(rotated['secret']).to.not.equal(secret);
    expect((await ok(runKeysCommand, ['list', '--partner', 'newco']))['keys']).to.satisfy((keys: Json[]) => keys[0]?.['liveSecrets'] === 2);
    expect((await ok(runKeysCommand, ['revoke', keyId]))['keyId']).to.equal(keyId);
    expect((await travel.signedCall('Meta', {}, { keyId, secret: rotated['secret'] as string }, NOON)).body['error']).to.equal('UNAUTHORIZED');
    const unknown = await run(runKeysCommand, ['rotate', 'ak_test_nobody']);
    expect([unknown.code, unknown.err.split(':')[0]]).to.deep.equal([1, 'KEY_NOT_FOUND']);
  });

  let subscriptionId = '';
  it('keys create --mode live goes through the live-access gate: refused before 10 sandbox price calls and a link, granted after', async () => {
    const live = ['create', '--mode', 'live', '--partner', PARTNER, '--reads', '1000', '--writes', '100'];
    const early = await run(runKeysCommand, live);
    expect([early.code, early.err]).to.satisfy(([code, err]: [number, string]) => code === 1 && /Live access needs 10 sandbox price calls/.test(err));
    let sessionId = '';
    for (let i = 0; i < 10; i++) sessionId = (await travel.signedCall('Quote', { trip: TRIP }, KEYS.all, NOON)).body['sessionId'] as string;
    const link = await travel.signedCall('Link', { sessionId, trip: TRIP }, KEYS.all, NOON);
    expect(link.status).to.equal(201);
    subscriptionId = link.body['subscriptionId'] as string;
    expect(await ok(runPartnersCommand, ['live-access', PARTNER])).to.deep.include({ sandboxPriceCalls: 10, sandboxLinksMinted: 1 });
    expect((await ok(runKeysCommand, live))['keyId']).to.match(/^ak_live_/);
  });

  it('subscriptions: show, advance forward, never back', async () => {
    expect(await ok(runSubscriptionsCommand, ['show', subscriptionId])).to.deep.include({ subscriptionId, stage: 'quoting', mode: 'sandbox' }).and.not.have.property('ref');
    expect((await ok(runSubscriptionsCommand, ['advance', subscriptionId, 'paid']))['stage']).to.equal('paid');
    const back = await run(runSubscriptionsCommand, ['advance', subscriptionId, 'presubscribed']);
    expect([back.code, back.err.split(':')[0]]).to.deep.equal([1, 'STAGE_NOT_FORWARD']);
    const missing = await run(runSubscriptionsCommand, ['show', 'sub_nothing']);
    expect([missing.code, missing.err.split(':')[0]]).to.deep.equal([1, 'SUBSCRIPTION_NOT_FOUND']);
  });

  it('ledger: statement, balances, sale of any partner', async () => {
    const posted = await travel.signedCall('Conversion', { ref: `${PARTNER}-web1`, externalOrderId: 'CLI-1', amount: 200, status: 'pending' }, KEYS.all, NOON);
    expect(posted.status).to.equal(200);
    const statement = await ok(runLedgerCommand, ['statement', PARTNER, '--ledger', 'sandbox', '--status', 'pending', '--limit', '10']);
    // The last page: no next cursor (REST's null is the unset field).
    expect(statement).to.deep.include({ partner: PARTNER, ledger: 'sandbox' }).and.not.have.property('next');
    expect((statement['sales'] as Json[]).map((s) => s['externalOrderId'])).to.deep.equal(['CLI-1']);
    const balances = await ok(runLedgerCommand, ['balances', PARTNER, '--ledger', 'sandbox']);
    expect(balances['balances']).to.deep.equal(statement['balances']);
    const sale = await ok(runLedgerCommand, ['sale', PARTNER, 'CLI-1', '--ledger', 'sandbox']);
    expect((sale['sale'] as Json)['externalOrderId']).to.equal('CLI-1');
    expect((sale['entries'] as Json[]).map((e) => e['kind'])).to.deep.equal(['booking']);
    expect((await run(runLedgerCommand, ['sale', PARTNER, 'CLI-1'])).err.split(':')[0]).to.equal('SALE_NOT_FOUND');
    expect((await run(runLedgerCommand, ['statement', PARTNER, '--limit', '500'])).code).to.equal(1);
  });

  it('refuses a wrong admin token and a partner key, and says where to find the token when there is none', async () => {
    const wrong = await run(runPartnersCommand, ['show', PARTNER], { PARASOL_GRPC_URL: server.address, PARASOL_ADMIN_TOKEN: `${TOKEN}x` });
    expect([wrong.code, wrong.err.split(':')[0]]).to.deep.equal([1, 'UNAUTHORIZED']);
    const partnerKey = await run(runPartnersCommand, ['show', PARTNER], { PARASOL_GRPC_URL: server.address, PARASOL_ADMIN_TOKEN: KEYS.all.secret });
    expect(partnerKey.code).to.equal(1);
    const none = await run(runPartnersCommand, ['show', PARTNER, '--token-file', '/nonexistent/admin-token'], { PARASOL_GRPC_URL: server.address });
    expect([none.code, none.err]).to.satisfy(([code, err]: [number, string]) => code === 2 && err.includes('no admin token'));
  });

  it('has the same --help on every command and subcommand, and refuses unknown ones and bad arguments with the usage', async () => {
    const groups: [CommandGroup, Parameters<typeof run>[0]][] = [
      [PARTNERS, runPartnersCommand],
      [LINKS, runLinksCommand],
      [KEY_COMMANDS, runKeysCommand],
      [SUBSCRIPTIONS, runSubscriptionsCommand],
      [LEDGER_COMMANDS, runLedgerCommand],
    ];
    for (const [group, command] of groups) {
      const help = await run(command, ['--help']);
      expect(help.code, group.name).to.equal(0);
      for (const sub of group.subcommands) {
        expect(help.out, group.name).to.contain(`${sub.name} ${sub.args}`);
        const subHelp = await run(command, [sub.name, '--help']);
        expect(subHelp.code, `${group.name} ${sub.name}`).to.equal(0);
        expect(subHelp.out).to.match(new RegExp(`^usage: parasol ${group.name} ${sub.name} `)).and.contain('--grpc-url HOST:PORT');
      }
      expect((await run(command, ['frobnicate'])).code, group.name).to.equal(2);
    }
    const bad = await run(runPartnersCommand, ['create', 'x', '--base-rate', 'lots']);
    expect([bad.code, bad.err]).to.satisfy(([code, err]: [number, string]) => code === 2 && err.includes('--base-rate must be a whole number') && err.includes('usage: parasol partners create'));
  });
});
