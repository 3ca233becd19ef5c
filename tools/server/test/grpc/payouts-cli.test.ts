import { expect } from 'chai';
import { Writable } from 'node:stream';
import { startGrpcServer, TravelClient, type RunningGrpcServer } from '@parasol/grpc';
import type { CommandIo } from '../../src/commands/grpc-request.js';
import { runPartnersCommand } from '../../src/commands/partners.js';
import { dailyRunKey, PAYOUTS, runPayoutsCommand } from '../../src/commands/payouts.js';
import { aWorld, KEYS, NOON, PARTNER } from './grpc-world.js';

const TOKEN = 'cli-test-admin-token-0123456789abcdefghij';
type Json = Record<string, unknown>;

const collector = () => {
  let text = '';
  return { stream: new Writable({ write: (chunk, _enc, done) => ((text += String(chunk)), done()) }), text: () => text };
};

/**
 * Payouts from the operator's side (the CLI through the internal gRPC Ledger and Admin services)
 * and the partner's (the public gRPC Payouts and Payout RPCs), on the sandbox ledger of a sandbox
 * key: the sandbox payout flow, which pays nothing, runs the same rules.
 */
describe('parasol payouts and partners payout-terms: the internal gRPC services from the CLI, and the public Payouts RPCs', () => {
  let server: RunningGrpcServer;
  let travel: TravelClient;
  let env: NodeJS.ProcessEnv;

  const run = async (command: (argv: readonly string[], io?: CommandIo) => Promise<number>, argv: string[]) => {
    const out = collector();
    const err = collector();
    const code = await command(argv, { out: out.stream, err: err.stream, env });
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
  const codeOf = async (command: Parameters<typeof run>[0], argv: string[]) => {
    const result = await run(command, argv);
    return [result.code, result.err.split(':')[0]];
  };

  before(async () => {
    const { parasol } = await aWorld('payouts');
    server = await startGrpcServer({ parasol, adminToken: TOKEN });
    travel = new TravelClient(server.address);
    env = { PARASOL_GRPC_URL: server.address, PARASOL_ADMIN_TOKEN: TOKEN };
  });
  after(async () => {
    travel.close();
    await server.close();
  });

  it('payout-terms sets the holding period and the minimum; bad values are refused', async () => {
    expect(await ok(runPartnersCommand, ['show', PARTNER])).to.deep.include({ payoutHoldingDays: 0, payoutMinimum: 50 });
    expect(await ok(runPartnersCommand, ['payout-terms', PARTNER, '--minimum', '20.5'])).to.deep.include({ payoutHoldingDays: 0, payoutMinimum: 20.5 });
    expect(await ok(runPartnersCommand, ['payout-terms', PARTNER, '--holding-days', '3'])).to.deep.include({ payoutHoldingDays: 3, payoutMinimum: 20.5 });
    expect(await codeOf(runPartnersCommand, ['payout-terms', PARTNER, '--holding-days', '400'])).to.deep.equal([1, 'BAD_REQUEST']);
    expect((await run(runPartnersCommand, ['payout-terms', PARTNER, '--minimum', '1.234'])).code).to.equal(2);
    expect(await codeOf(runPartnersCommand, ['payout-terms', 'nobody', '--minimum', '10'])).to.deep.equal([1, 'BAD_REQUEST']);
    await ok(runPartnersCommand, ['payout-terms', PARTNER, '--holding-days', '0']);
  });

  it('run (dry, real, replayed), list, show, mark-paid (again, and with another reference), mark-failed; the partner reads its payouts', async () => {
    // acme: 1500 bp with a 500 bp uplift inside prices: 300.00 paid gives round(300/1.05) = 285.71 premium, 42.86 commission.
    for (const order of ['PO-1', 'PO-2']) {
      const posted = await travel.signedCall('Conversion', { ref: `${PARTNER}-web1`, externalOrderId: order, amount: 300, status: 'validated' }, KEYS.all, NOON);
      expect(posted.status).to.equal(200);
    }
    const dry = await ok(runPayoutsCommand, ['run', '--ledger', 'sandbox', '--dry-run', '--key', 'k1']);
    expect((dry['groups'] as Json[]).map((g) => [g['partner'], g['currency'], g['outcome'], g['amountMinor']])).to.deep.equal([[PARTNER, 'EUR', 'would_create', 8572]]);
    const made = await ok(runPayoutsCommand, ['run', '--ledger', 'sandbox', '--partner', PARTNER, '--currency', 'EUR', '--key', 'k1']);
    const [group] = made['groups'] as Json[];
    expect(group).to.deep.include({ partner: PARTNER, currency: 'EUR', outcome: 'created', amountMinor: 8572, amount: 85.72, minimumMinor: 2050 });
    const payoutId = group!['payoutId'] as string;
    // The same key again: the same payout, nothing more.
    expect(((await ok(runPayoutsCommand, ['run', '--ledger', 'sandbox', '--key', 'k1']))['groups'] as Json[]).map((g) => [g['payoutId'], g['outcome']])).to.deep.equal([[payoutId, 'existing']]);
    // A new key: nothing is payable any more (both sales are held by the pending payout).
    expect(((await ok(runPayoutsCommand, ['run', '--ledger', 'sandbox', '--key', 'k2']))['groups'] as Json[]).map((g) => [g['outcome'], g['amountMinor']])).to.deep.equal([['nothing_payable', 0]]);

    const list = await ok(runPayoutsCommand, ['list', '--ledger', 'sandbox', '--partner', PARTNER]);
    expect((list['payouts'] as Json[]).map((p) => [p['payoutId'], p['status'], p['mode'], p['lineCount']])).to.deep.equal([[payoutId, 'pending', 'sandbox', 2]]);
    const shown = await ok(runPayoutsCommand, ['show', payoutId, '--ledger', 'sandbox']);
    expect((shown['lines'] as Json[]).map((l) => l['externalOrderId']).sort()).to.deep.equal(['PO-1', 'PO-2']);
    expect(await codeOf(runPayoutsCommand, ['show', payoutId])).to.deep.equal([1, 'PAYOUT_NOT_FOUND']);

    // The partner's own reads over public gRPC, in its key's (sandbox) ledger.
    const payouts = await travel.signedCall('Payouts', {}, KEYS.all, NOON);
    expect(payouts.status).to.equal(200);
    expect(((payouts.body as Json)['payouts'] as Json[]).map((p) => p['payoutId'])).to.deep.equal([payoutId]);
    const one = await travel.signedCall('Payout', { payoutId }, KEYS.all, NOON);
    expect(one.status).to.equal(200);
    expect(((one.body as Json)['payout'] as Json)['amountMinor']).to.equal(8572);
    const unknown = await travel.signedCall('Payout', { payoutId: 'po_nothing' }, KEYS.all, NOON);
    expect((unknown.body as Json)['error']).to.equal('PAYOUT_NOT_FOUND');

    expect((await ok(runPayoutsCommand, ['mark-paid', payoutId, 'SANDBOX-1', '--ledger', 'sandbox']))['payout']).to.deep.include({ status: 'paid', reference: 'SANDBOX-1' });
    expect((await ok(runPayoutsCommand, ['mark-paid', payoutId, 'SANDBOX-1', '--ledger', 'sandbox']))['payout']).to.deep.include({ status: 'paid' });
    expect(await codeOf(runPayoutsCommand, ['mark-paid', payoutId, 'OTHER', '--ledger', 'sandbox'])).to.deep.equal([1, 'PAYOUT_STATUS_CONFLICT']);
    expect(await codeOf(runPayoutsCommand, ['mark-failed', payoutId, '--ledger', 'sandbox'])).to.deep.equal([1, 'PAYOUT_STATUS_CONFLICT']);
    expect(await codeOf(runPayoutsCommand, ['mark-failed', 'po_nothing', '--ledger', 'sandbox'])).to.deep.equal([1, 'PAYOUT_NOT_FOUND']);
    expect(await codeOf(runPayoutsCommand, ['run', '--key', 'not a key'])).to.deep.equal([1, 'BAD_REQUEST']);
  });

  it('a failed payout\'s lines are payable again and the next run pays them', async () => {
    const posted = await travel.signedCall('Conversion', { ref: `${PARTNER}-web1`, externalOrderId: 'PO-3', amount: 300, status: 'validated' }, KEYS.all, NOON);
    expect(posted.status).to.equal(200);
    await ok(runPartnersCommand, ['payout-terms', PARTNER, '--minimum', '0']);
    const [first] = (await ok(runPayoutsCommand, ['run', '--ledger', 'sandbox', '--key', 'k3']))['groups'] as Json[];
    expect(first).to.deep.include({ outcome: 'created', amountMinor: 4286 });
    expect((await ok(runPayoutsCommand, ['mark-failed', first!['payoutId'] as string, '--reason', 'account closed', '--ledger', 'sandbox']))['payout']).to.deep.include({ status: 'failed' });
    const [again] = (await ok(runPayoutsCommand, ['run', '--ledger', 'sandbox', '--key', 'k4']))['groups'] as Json[];
    expect(again).to.deep.include({ outcome: 'created', amountMinor: 4286 });
    expect(again!['payoutId']).to.not.equal(first!['payoutId']);
  });

  it('defaults the run key to the UTC day, and has --help on every subcommand', async () => {
    expect(dailyRunKey(new Date(Date.UTC(2026, 2, 10, 23, 59)))).to.equal('run-2026-03-10');
    const help = await run(runPayoutsCommand, ['--help']);
    expect(help.code).to.equal(0);
    for (const sub of PAYOUTS.subcommands) {
      expect(help.out).to.contain(`${sub.name} ${sub.args}`);
      expect((await run(runPayoutsCommand, [sub.name, '--help'])).code).to.equal(0);
    }
    expect((await run(runPayoutsCommand, ['frobnicate'])).code).to.equal(2);
  });
});
