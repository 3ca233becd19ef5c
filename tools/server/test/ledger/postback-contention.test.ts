import { expect } from 'chai';
import { createParasol, ledgerModule, type Answer, type Credentials, type Logger, type Parasol, type SaleRecord } from '@parasol/core';
import { DEFAULT_CONTENTION, DEFAULT_LEDGER_SETTINGS, type LedgerSettings } from '@parasol/core/internal';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore, MemorySaleStore } from '@parasol/adapter-memory';
import { freshDatabaseName } from '../../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../../adapters/mongo/test/harness/mongo-harness.js';
import { PARTNER, LINK, aMongoFacade, type MongoFacade } from '../mongo/mongo-facade.js';

/**
 * Issue 25, item 4: racing postbacks on one order are contention, not an outage. 240 postbacks
 * at once from four keys of one partner, each reporting another amount of the same pending sale
 * (every one a real write, so every compare-and-set round has one winner and 239 losers): none may
 * answer 503 or be logged as a storage outage. Each answer is either recorded (200, one repair
 * entry each) or the retryable 409 ORDER_BUSY with a Retry-After, which recorded nothing.
 */
const RACERS = 240;
const KEYS = 4;

interface Logged {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
}
const recordingLogger = (lines: Logged[]): Logger => ({
  info: (message) => lines.push({ level: 'info', message }),
  warn: (message) => lines.push({ level: 'warn', message }),
  error: (message) => lines.push({ level: 'error', message }),
});

const postback = (amount: number) => ({ ref: `${PARTNER}-${LINK}`, externalOrderId: 'order-raced', amount, currency: 'EUR', status: 'pending', contractVersion: '3.2' });

async function race(parasol: Parasol, keys: readonly Credentials[], stored: () => Promise<SaleRecord | undefined>, lines: readonly Logged[]) {
  const booked = await parasol.client(keys[0]!).conversion(postback(1));
  expect(booked.status).to.equal(200);
  const answers: Answer[] = await Promise.all(Array.from({ length: RACERS }, (_, i) => parasol.client(keys[i % KEYS]!).conversion(postback(100 + i))));
  const whats = answers.map((a) => (a.status === 200 ? `200 ${(a.body as { outcome: string }).outcome}` : `${a.status} ${(a.body as { error: string }).error}`));
  const tally = whats.reduce<Record<string, number>>((t, w) => ({ ...t, [w]: (t[w] ?? 0) + 1 }), {});
  for (const [i, answer] of answers.entries()) {
    expect(whats[i], JSON.stringify(tally)).to.be.oneOf(['200 updated', '409 ORDER_BUSY']);
    if (answer.status === 409) {
      expect(answer.retryAfterSeconds, 'Retry-After of ORDER_BUSY').to.be.a('number').and.above(0);
      expect((answer.body as { detail: string }).detail).to.include('recorded nothing');
    }
  }
  expect(lines.filter((l) => l.level === 'error').map((l) => l.message), 'error-level lines').to.deep.equal([]);
  const sale = (await stored())!;
  // Every 200 is one repair entry; a 409 recorded nothing.
  expect(sale.entries.filter((e) => e.kind === 'amount_change')).to.have.length(tally['200 updated'] ?? 0);
  expect(sale.entries.reduce((sum, e) => sum + e.deltaMinor, 0)).to.equal(sale.commissionMinor);
  return tally;
}

describe('racing postbacks on one order: contention, not an outage (240 at once, four keys of one partner)', function () {
  this.timeout(120_000);

  const aMemoryLedger = async (lines: Logged[], settings?: LedgerSettings) => {
    const random = new CryptoRandom();
    const sales = new MemorySaleStore();
    const parasol = createParasol({
      stores: { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore(), sales },
      clock: new ManualClock(Date.UTC(2026, 2, 10, 12)),
      random,
      masterKey: random.bytes(32),
      logger: recordingLogger(lines),
      modules: [ledgerModule(settings ? { settings } : {})],
    });
    await parasol.admin.partners.register({ code: PARTNER, baseRateBps: 1000, links: [{ code: LINK, archived: false, default: true }] });
    const keys: Credentials[] = [];
    for (let i = 0; i < KEYS; i++) {
      const key = await parasol.admin.keys.create({ mode: 'live', scopes: ['quotes'], partnerCode: PARTNER, burstPerMinute: 1_000_000 });
      if (!key.ok) throw new Error('set-up: key');
      keys.push(key.value as Credentials);
    }
    return { parasol, keys, stored: () => sales.get('live', PARTNER, 'order-raced') };
  };

  it('on the memory store: every postback recorded or a retryable 409, never a 503, nothing logged as an error', async () => {
    const lines: Logged[] = [];
    const { parasol, keys, stored } = await aMemoryLedger(lines);
    const tally = await race(parasol, keys, stored, lines);
    // In process, nothing stops the racers from all landing within the window.
    expect(tally).to.deep.equal({ '200 updated': RACERS });
  });

  it('a postback that cannot get its turn within the policy answers 409 ORDER_BUSY with Retry-After, recorded nothing, and is logged at warn as contention', async () => {
    const lines: Logged[] = [];
    const contention = { ...DEFAULT_CONTENTION, maxRounds: 1, retryAfterSeconds: 3 };
    const { parasol, keys, stored } = await aMemoryLedger(lines, { ...DEFAULT_LEDGER_SETTINGS, contention });
    const tally = await race(parasol, keys, stored, lines);
    expect(tally['409 ORDER_BUSY'] ?? 0, JSON.stringify(tally)).to.be.above(0);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.message)).to.deep.equal(Array(tally['409 ORDER_BUSY']).fill('postback contention: order busy'));
  });

  describe('on MongoDB (the CongoDB test server)', () => {
    const mongo = useMongoHarness();
    let facade: MongoFacade;
    const lines: Logged[] = [];
    afterEach(async () => {
      await facade?.close();
    });

    it('every postback recorded or a retryable 409, never a 503, nothing logged as an error', async () => {
      facade = await aMongoFacade(mongo.database.uri(freshDatabaseName()), {}, recordingLogger(lines));
      const keys = await Promise.all(Array.from({ length: KEYS }, () => facade.aKey()));
      const tally = await race(facade.parasol, keys, () => facade.stores.sales.get('live', PARTNER, 'order-raced'), lines);
      expect(tally['200 updated'] ?? 0, JSON.stringify(tally)).to.be.above(0);
    });
  });
});
