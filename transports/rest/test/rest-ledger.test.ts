import { expect } from 'chai';
import { createParasol, ledgerModule, signRequest, type Parasol } from '@parasol/core';
import { DAY_MS, commissionOf, schemaIdOf, validateAgainst, type NewKey } from '@parasol/core/internal';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore } from '@parasol/adapter-memory';
import { startRestServer } from '../src/index.js';
import { send, type RestHarness } from './rest-harness.js';

/**
 * The conversion postback and the partner statement over real loopback REST (spec: POST
 * /api/postback/conversion, Sale status, Authentication;
 * docs/decisions/0056-postback-contract-versions-and-refusal-codes.md and the Ledger records): every
 * status and code each can answer, each answer checked against its schema.
 * Composed as createEmbeddedParasol composes the ledger (memory stores, ledgerModule), since
 * @parasol/server is no dependency of this package; on a manual clock, so booking days are known.
 */

const POSTBACK = '/api/postback/conversion';
const STATEMENT = '/api/v1/ledger/statement';
/** 2026-03-10T12:00:00Z. */
const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);

interface Key {
  readonly keyId: string;
  readonly secret: string;
}

/**
 * A REST server over a fresh ledger: acme (1500 bp on a 1000 bp base; links main, promo, oldcamp
 * archived) and globex; keys are made per test with `aKey`.
 */
async function aLedgerServer() {
  const random = new CryptoRandom();
  const clock = new ManualClock(NOON);
  const parasol: Parasol = createParasol({
    stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore(), sales: new MemorySaleStore() },
    clock,
    random,
    masterKey: random.bytes(32),
    modules: [ledgerModule()],
  });
  const must = <T>(result: { ok: true; value: T } | { ok: false; failure: { detail?: string } }): T => {
    if (!result.ok) throw new Error(`set-up refused: ${result.failure.detail}`);
    return result.value;
  };
  must(
    await parasol.admin.partners.register({
      code: 'acme',
      baseRateBps: 1000,
      commissionBps: 1500,
      links: [
        { code: 'main', archived: false, default: true },
        { code: 'promo', archived: false, default: false },
        { code: 'oldcamp', archived: true, default: false },
      ],
    }),
  );
  must(await parasol.admin.partners.register({ code: 'globex', baseRateBps: 1000, links: [{ code: 'main', archived: false, default: true }] }));
  const server = await startRestServer({ parasol });
  const aKey = async (spec: Partial<NewKey> & Pick<NewKey, 'mode'>): Promise<Key> =>
    must(await parasol.admin.keys.create({ scopes: ['quotes'], partnerCode: 'acme', burstPerMinute: 10_000, ...spec }));
  const first = await aKey({ mode: 'live' });
  const harness: RestHarness = { parasol, server, clock, keyId: first.keyId, secret: first.secret, close: () => server.close() };
  /** Sends as `key` (the live acme key by default). */
  const call = (method: 'GET' | 'POST', target: string, options: { body?: unknown; key?: Key; headers?: Record<string, string> } = {}) =>
    send(harness, method, target, {
      ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
      keyId: (options.key ?? first).keyId,
      secret: (options.key ?? first).secret,
      ...(options.headers ? { headers: options.headers } : {}),
    });
  const post = (body: unknown, key?: Key) => call('POST', POSTBACK, { body, ...(key ? { key } : {}) });
  const statement = (query = '', key?: Key) => call('GET', `${STATEMENT}${query}`, key ? { key } : {});
  return { harness, parasol, clock, aKey, post, statement, call, live: first, must };
}
type LedgerServer = Awaited<ReturnType<typeof aLedgerServer>>;

/** A postback body: a 105.00 EUR pending sale through acme-main (15.00 commission at acme's grid). */
const aPostback = (overrides: Record<string, unknown> = {}) => ({ ref: 'acme-main', externalOrderId: 'order-1', amount: 105, status: 'pending', ...overrides });

interface Sale {
  readonly saleId: string;
  readonly externalOrderId: string;
  readonly status: string;
  readonly amount: number;
  readonly amountMinor: number;
  readonly commission: number;
  readonly commissionMinor: number;
  readonly bookedAt: string;
}
interface Balance {
  readonly currency: string;
  readonly owedMinor: number;
  readonly validatedMinor: number;
  readonly pendingMinor: number;
}

/** The 200 answer of a postback, checked against postback-response.schema.json. */
async function accepted(response: Response) {
  const body = (await response.json()) as { outcome: string; mode: string; sale: Sale; entries: { kind: string; deltaMinor: number }[] };
  expect(response.status, JSON.stringify(body)).to.equal(200);
  expect(validateAgainst(schemaIdOf('postback-response'), body)).to.deep.equal({ valid: true });
  return body;
}
/** A refusal: its status, code, and error.schema.json. */
async function refused(response: Response, status: number, code: string) {
  const body = (await response.json()) as { error: string; detail?: string };
  expect({ status: response.status, error: body.error }, JSON.stringify(body)).to.deep.equal({ status, error: code });
  expect(validateAgainst(schemaIdOf('error'), body)).to.deep.equal({ valid: true });
  return body;
}
async function statementOf(response: Response) {
  const body = (await response.json()) as { mode: string; partner: string; sales: Sale[]; next: string | null; balances: Balance[] };
  expect(response.status, JSON.stringify(body)).to.equal(200);
  expect(validateAgainst(schemaIdOf('statement-response'), body)).to.deep.equal({ valid: true });
  return body;
}

describe('REST: POST /api/postback/conversion', () => {
  let s: LedgerServer;
  beforeEach(async () => {
    s = await aLedgerServer();
  });
  afterEach(() => s.harness.close());

  it('200 created, then unchanged for an identical replay, then updated: the sale and the entries each call added', async () => {
    const created = await accepted(await s.post(aPostback()));
    expect(created).to.include({ outcome: 'created', mode: 'live' });
    expect(created.sale).to.include({ externalOrderId: 'order-1', status: 'pending', amount: 105, amountMinor: 10_500, commission: 15, commissionMinor: 1_500 });
    expect(created.entries.map((e) => [e.kind, e.deltaMinor])).to.deep.equal([['booking', 1_500]]);

    const replayed = await accepted(await s.post(aPostback()));
    expect(replayed.outcome).to.equal('unchanged');
    expect(replayed.entries).to.deep.equal([]);
    expect(replayed.sale).to.deep.equal(created.sale);

    const updated = await accepted(await s.post(aPostback({ amount: 210, status: 'validated' })));
    expect(updated.outcome).to.equal('updated');
    expect(updated.sale).to.include({ saleId: created.sale.saleId, status: 'validated', amountMinor: 21_000, commissionMinor: 3_000 });
    expect(updated.entries.map((e) => [e.kind, e.deltaMinor])).to.deep.equal([['amount_change', 1_500], ['validation', 0]]);

    const cancelled = await accepted(await s.post(aPostback({ amount: 210, status: 'cancelled' })));
    expect(cancelled.sale).to.include({ status: 'cancelled', commissionMinor: 0 });
    expect(cancelled.entries.map((e) => [e.kind, e.deltaMinor])).to.deep.equal([['reversal', -3_000]]);
  });

  it('contract 3.1 ignores partnerFeeAmount; 3.2 reads it and pays the lower uplift', async () => {
    const v31 = await accepted(await s.post(aPostback({ externalOrderId: 'order-31', partnerFeeAmount: 3 })));
    expect(v31.sale).to.include({ commissionMinor: 1_500, contractVersion: '3.1', partnerFeeAmount: 5 });
    const v32 = await accepted(await s.post(aPostback({ externalOrderId: 'order-32', partnerFeeAmount: 3, contractVersion: '3.2' })));
    expect(v32.sale).to.include({ commissionMinor: 1_300, contractVersion: '3.2', partnerFeeAmount: 3 });
  });

  it('takes no daily quota: the X-RateLimit-Remaining of a 2-read key stays 2 through postbacks and statements', async () => {
    const tiny = await s.aKey({ mode: 'live', quota: { reads: 2, writes: 1 } });
    for (let i = 0; i < 5; i++) {
      const response = await s.post(aPostback({ externalOrderId: `order-q${i}` }), tiny);
      expect(response.status).to.equal(200);
      expect(response.headers.get('x-ratelimit-limit')).to.equal('2');
      expect(response.headers.get('x-ratelimit-remaining'), `postback ${i + 1}`).to.equal('2');
    }
    const read = await s.statement('', tiny);
    expect(read.status).to.equal(200);
    expect(read.headers.get('x-ratelimit-remaining')).to.equal('2');
  });

  describe('400', () => {
    it('INVALID_JSON for a body that is not JSON', async () => {
      await refused(await s.post('{"ref": "acme-main",'), 400, 'INVALID_JSON');
    });

    it('BAD_REF, BAD_AMOUNT (12.345 EUR, 100.5 JPY, negative), BAD_CURRENCY, BAD_REQUEST', async () => {
      await refused(await s.post(aPostback({ ref: 'acme_main' })), 400, 'BAD_REF');
      await refused(await s.post(aPostback({ amount: 12.345 })), 400, 'BAD_AMOUNT');
      await refused(await s.post(aPostback({ amount: 100.5, currency: 'JPY' })), 400, 'BAD_AMOUNT');
      await refused(await s.post(aPostback({ amount: -1 })), 400, 'BAD_AMOUNT');
      await refused(await s.post(aPostback({ currency: 'eur' })), 400, 'BAD_CURRENCY');
      await refused(await s.post(aPostback({ status: 'paid' })), 400, 'BAD_REQUEST');
      await refused(await s.post({ ref: 'acme-main', amount: 1, status: 'pending' }), 400, 'BAD_REQUEST');
    });

    it('UNKNOWN_CONTRACT_VERSION for 3.3 or the number 3.2, before every other fault', async () => {
      await refused(await s.post(aPostback({ contractVersion: '3.3' })), 400, 'UNKNOWN_CONTRACT_VERSION');
      await refused(await s.post(aPostback({ contractVersion: 3.2 })), 400, 'UNKNOWN_CONTRACT_VERSION');
      await refused(await s.post({ contractVersion: '3.3', ref: 'x', amount: 1.001, currency: 'eur' }), 400, 'UNKNOWN_CONTRACT_VERSION');
    });

    it('nothing refused is booked', async () => {
      await s.post(aPostback({ amount: 12.345 }));
      expect((await statementOf(await s.statement())).sales).to.deep.equal([]);
    });
  });

  describe('401', () => {
    it('an unsigned postback (no signing headers) is refused before anything else', async () => {
      const response = await fetch(new URL(POSTBACK, s.harness.server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(aPostback()) });
      await refused(response, 401, 'UNAUTHORIZED');
    });

    it('a postback signed with the wrong secret, or over another body than the one sent', async () => {
      await refused(await send(s.harness, 'POST', POSTBACK, { body: JSON.stringify(aPostback()), secret: 'sk_live_wrong' }), 401, 'INVALID_SIGNATURE');
      const timestamp = String(Math.floor(s.clock.now() / 1000));
      const signature = signRequest(s.live.secret, { timestamp, method: 'POST', pathname: POSTBACK, rawBody: Buffer.from(JSON.stringify(aPostback({ amount: 1 }))) });
      await refused(await send(s.harness, 'POST', POSTBACK, { body: JSON.stringify(aPostback({ amount: 9_999 })), timestamp, signature }), 401, 'INVALID_SIGNATURE');
      expect((await statementOf(await s.statement())).sales).to.deep.equal([]);
    });
  });

  describe('403 REF_PARTNER_MISMATCH', () => {
    it('a ref naming another partner than the key\'s, even one of its real links; a key with no partner', async () => {
      await refused(await s.post(aPostback({ ref: 'globex-main' })), 403, 'REF_PARTNER_MISMATCH');
      // Told before anything about the other partner's links: an unknown link of globex is the same answer.
      await refused(await s.post(aPostback({ ref: 'globex-nolink1' })), 403, 'REF_PARTNER_MISMATCH');
      const orphan = await s.aKey({ mode: 'live', partnerCode: undefined });
      await refused(await s.post(aPostback(), orphan), 403, 'REF_PARTNER_MISMATCH');
    });
  });

  describe('404 REF_NOT_FOUND', () => {
    it('an unknown short code, or an archived link for an order not booked yet', async () => {
      await refused(await s.post(aPostback({ ref: 'acme-nolink1' })), 404, 'REF_NOT_FOUND');
      await refused(await s.post(aPostback({ ref: 'acme-oldcamp' })), 404, 'REF_NOT_FOUND');
    });

    it('a link archived after a booking still takes that sale\'s updates, but no new sale', async () => {
      await accepted(await s.post(aPostback({ ref: 'acme-promo', externalOrderId: 'order-promo' })));
      s.must(await s.parasol.admin.partners.archiveLink('acme', 'promo'));
      const validated = await accepted(await s.post(aPostback({ ref: 'acme-promo', externalOrderId: 'order-promo', status: 'validated' })));
      expect(validated.sale).to.include({ status: 'validated', ref: 'acme-promo' });
      await refused(await s.post(aPostback({ ref: 'acme-promo', externalOrderId: 'order-promo-2' })), 404, 'REF_NOT_FOUND');
    });
  });

  describe('409', () => {
    it('SALE_STATUS_CONFLICT: cancelled is final; validated does not go back to pending', async () => {
      await accepted(await s.post(aPostback({ externalOrderId: 'order-c', status: 'cancelled' })));
      await refused(await s.post(aPostback({ externalOrderId: 'order-c', status: 'pending' })), 409, 'SALE_STATUS_CONFLICT');
      await refused(await s.post(aPostback({ externalOrderId: 'order-c', status: 'validated' })), 409, 'SALE_STATUS_CONFLICT');
      await accepted(await s.post(aPostback({ externalOrderId: 'order-v', status: 'validated' })));
      await refused(await s.post(aPostback({ externalOrderId: 'order-v', status: 'pending' })), 409, 'SALE_STATUS_CONFLICT');
    });

    it('SALE_LOCKED: a validated sale\'s amount, commission or partner fee no longer changes', async () => {
      await accepted(await s.post(aPostback({ externalOrderId: 'order-l', status: 'validated' })));
      await refused(await s.post(aPostback({ externalOrderId: 'order-l', status: 'validated', amount: 99 })), 409, 'SALE_LOCKED');
      await refused(await s.post(aPostback({ externalOrderId: 'order-l', status: 'validated', commission: 1 })), 409, 'SALE_LOCKED');
      expect((await accepted(await s.post(aPostback({ externalOrderId: 'order-l', status: 'validated' })))).outcome).to.equal('unchanged');
    });

    it('SALE_LOCKED after the 14-day automatic validation too: a sale booked at a wrong price cannot be repaired', async () => {
      await accepted(await s.post(aPostback({ externalOrderId: 'order-14' })));
      s.clock.advance(14 * DAY_MS);
      await refused(await s.post(aPostback({ externalOrderId: 'order-14', amount: 50, status: 'validated' })), 409, 'SALE_LOCKED');
      const [sale] = (await statementOf(await s.statement())).sales;
      expect(sale).to.include({ status: 'validated', amountMinor: 10_500, bookedAt: new Date(NOON).toISOString() });
    });

    it('SALE_IMMUTABLE_FIELD: the currency or the ref of a booked order', async () => {
      await accepted(await s.post(aPostback({ externalOrderId: 'order-i' })));
      await refused(await s.post(aPostback({ externalOrderId: 'order-i', currency: 'GBP' })), 409, 'SALE_IMMUTABLE_FIELD');
      await refused(await s.post(aPostback({ externalOrderId: 'order-i', ref: 'acme-promo' })), 409, 'SALE_IMMUTABLE_FIELD');
    });
  });
});

describe('REST: GET /api/v1/ledger/statement', () => {
  let s: LedgerServer;
  beforeEach(async () => {
    s = await aLedgerServer();
  });
  afterEach(() => s.harness.close());

  /** Five sales, one a day from 2026-03-10: pending, validated, cancelled, pending (GBP), validated. */
  const bookFiveDays = async () => {
    const statuses = ['pending', 'validated', 'cancelled', 'pending', 'validated'];
    for (const [day, status] of statuses.entries()) {
      await accepted(await s.post(aPostback({ externalOrderId: `order-d${day}`, status, amount: 100 + day, ...(day === 3 ? { currency: 'GBP' } : {}) })));
      s.clock.advance(DAY_MS);
    }
  };

  it('pages by cursor: every sale exactly once, oldest booking first, full pages, no cursor after the last', async () => {
    await bookFiveDays();
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await statementOf(await s.statement(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`));
      seen.push(...page.sales.map((sale) => sale.externalOrderId));
      sizes.push(page.sales.length);
      cursor = page.next;
    } while (cursor !== null);
    expect(seen).to.deep.equal(['order-d0', 'order-d1', 'order-d2', 'order-d3', 'order-d4']);
    expect(sizes).to.deep.equal([2, 2, 1]);
  });

  it('filters by status, and by booking days from and to (both included)', async () => {
    await bookFiveDays();
    const ids = async (query: string) => (await statementOf(await s.statement(query))).sales.map((sale) => sale.externalOrderId);
    expect(await ids('?status=validated')).to.deep.equal(['order-d1', 'order-d4']);
    expect(await ids('?status=cancelled')).to.deep.equal(['order-d2']);
    expect(await ids('?status=pending')).to.deep.equal(['order-d0', 'order-d3']);
    expect(await ids('?from=2026-03-11&to=2026-03-12')).to.deep.equal(['order-d1', 'order-d2']);
    expect(await ids('?from=2026-03-13')).to.deep.equal(['order-d3', 'order-d4']);
    expect(await ids('?to=2026-03-10')).to.deep.equal(['order-d0']);
    expect(await ids('?status=validated&from=2026-03-12')).to.deep.equal(['order-d4']);
  });

  /** The payout accounts of a partner no payout run has reached: all of its validated commission is not yet payable. */
  const nothingPaidOut = (validatedMinor: number) => ({
    notYetPayable: validatedMinor / 100,
    notYetPayableMinor: validatedMinor,
    payable: 0,
    payableMinor: 0,
    inPayout: 0,
    inPayoutMinor: 0,
    paid: 0,
    paidMinor: 0,
    owedBack: 0,
    owedBackMinor: 0,
  });

  it('balances per currency over every sale, whatever the page: owed = validated + pending, a cancelled sale nets to 0', async () => {
    await bookFiveDays();
    // Asked for one cancelled sale, the page still carries the balances of all five.
    const page = await statementOf(await s.statement('?limit=1&status=cancelled'));
    expect(page.sales).to.have.length(1);
    // acme's grid, frozen at booking: 1500 bp with a 500 bp uplift (commission.test.ts checks the arithmetic).
    const owed = (amount: number) => commissionOf(amount * 100, { commissionBps: 1500, upliftBps: 500 }).owedMinor;
    expect(page.balances).to.deep.equal([
      { currency: 'EUR', owed: (owed(100) + owed(101) + owed(104)) / 100, owedMinor: owed(100) + owed(101) + owed(104), validated: (owed(101) + owed(104)) / 100, validatedMinor: owed(101) + owed(104), pending: owed(100) / 100, pendingMinor: owed(100), ...nothingPaidOut(owed(101) + owed(104)) },
      { currency: 'GBP', owed: owed(103) / 100, owedMinor: owed(103), validated: 0, validatedMinor: 0, pending: owed(103) / 100, pendingMinor: owed(103), ...nothingPaidOut(0) },
    ]);
  });

  it('sandbox and live keys of one partner read separate ledgers', async () => {
    const sandbox = await s.aKey({ mode: 'sandbox' });
    await accepted(await s.post(aPostback({ externalOrderId: 'order-both', amount: 10 }), sandbox));
    const live = await accepted(await s.post(aPostback({ externalOrderId: 'order-both', amount: 20 })));
    // The same order id is a new sale in the other ledger, not a replay.
    expect(live.outcome).to.equal('created');
    const sandboxStatement = await statementOf(await s.statement('', sandbox));
    const liveStatement = await statementOf(await s.statement());
    expect(sandboxStatement).to.include({ mode: 'sandbox', partner: 'acme' });
    expect(liveStatement).to.include({ mode: 'live', partner: 'acme' });
    expect(sandboxStatement.sales.map((sale) => sale.amountMinor)).to.deep.equal([1_000]);
    expect(liveStatement.sales.map((sale) => sale.amountMinor)).to.deep.equal([2_000]);
  });

  it('400 BAD_REQUEST for each bad parameter, naming it', async () => {
    const BAD: Record<string, RegExp> = {
      '?status=paid': /^status must be/,
      '?from=2026-02-30': /^from must be a date/,
      '?from=2026-3-1': /^from must be a date/,
      '?to=tomorrow': /^to must be a date/,
      '?from=2026-03-12&to=2026-03-11': /^to must be on or after from/,
      '?limit=0': /^limit must be an integer from 1 to 100/,
      '?limit=101': /^limit must be/,
      '?limit=abc': /^limit must be/,
      '?limit=1.5': /^limit must be/,
      '?cursor=%21%21': /^cursor must be/,
      '?page=2': /^unknown query parameter "page"/,
    };
    for (const [query, detail] of Object.entries(BAD)) {
      const body = await refused(await s.statement(query), 400, 'BAD_REQUEST');
      expect(body.detail, query).to.match(detail);
    }
  });

  it('400 BAD_REQUEST for a well-formed cursor the statement never handed out (not a 500)', async () => {
    await bookFiveDays();
    // Shaped like a cursor (letters only) but none: a partner typo or a truncated copy.
    await refused(await s.statement('?cursor=abc'), 400, 'BAD_REQUEST');
  });

  it('403 NO_ATTRIBUTION_CONFIGURED for a key that credits no partner, live or sandbox', async () => {
    for (const mode of ['live', 'sandbox'] as const) {
      const orphan = await s.aKey({ mode, partnerCode: undefined });
      await refused(await s.statement('', orphan), 403, 'NO_ATTRIBUTION_CONFIGURED');
    }
  });

  it('401 for an unsigned statement call', async () => {
    const response = await fetch(new URL(STATEMENT, s.harness.server.url));
    await refused(response, 401, 'UNAUTHORIZED');
  });
});
