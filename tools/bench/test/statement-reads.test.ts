import { expect } from 'chai';
import fc from 'fast-check';
import { signRequest } from '@parasol/core';
import { parseStatementQuery } from '@parasol/core/internal';
import { BENCH_LIVE_KEY } from '../src/bench-keys.js';
import { startPinnedChild } from '../src/pinned-child.js';
import { STATEMENT_LISTINGS, STATEMENT_PAGE } from '../src/statement-plan.js';
import { formatStatementReads, roundTargets } from '../src/statement-reads.js';

interface Page {
  readonly sales: readonly { saleId: string; status: string; bookedAt: string }[];
  readonly next: string | null;
}

const readStatement = async (url: string, target: string): Promise<{ status: number; page: Page }> => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const answer = await fetch(`${url}${target}`, {
    headers: {
      'x-svc-key-id': BENCH_LIVE_KEY.keyId,
      'x-svc-timestamp': timestamp,
      'x-svc-signature': signRequest(BENCH_LIVE_KEY.secret, { timestamp, method: 'GET', pathname: '/api/v1/ledger/statement', rawBody: Buffer.alloc(0) }),
    },
  });
  return { status: answer.status, page: (await answer.json()) as Page };
};

/** The statement scenario's server (statement-child.ts) and the reads the runner makes of it (statement-reads.ts). */
describe('bench: the statement scenario', function () {
  this.timeout(300_000);

  it('each listing\'s date window is the same sent as a query string and read by the store', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (first) => {
        for (const listing of STATEMENT_LISTINGS) {
          const parsed = parseStatementQuery(listing.query(first), 100);
          expect(parsed.ok, listing.name).to.equal(true);
          if (!parsed.ok) return;
          const { status, bookedFrom, bookedTo } = parsed.value;
          const filter = listing.filter(first);
          expect({ status, bookedFrom, bookedTo }, listing.name).to.deep.equal({ status: filter.status, bookedFrom: filter.bookedFrom, bookedTo: filter.bookedTo });
        }
      }),
    );
  });

  it('seeds the partner\'s sales, hands out deep cursors of every listing, and answers every read of a round with a page of that listing', async () => {
    const child = await startPinnedChild<{ url: string; sales: number }>('./statement-child.ts', ['--sales', '3000'], { cpu: 0, readyWithinMs: 120_000 });
    try {
      expect(child.ready.sales).to.equal(3000);
      const plan = await child.ask<{ firstBooking: number; cursors: Record<string, string[]> }>('cursors');
      // 3,000 sales: 30 pages of everything, 18 validated, 9 pending, 3 cancelled; 32 cursors spread over each listing's pages after its first.
      expect(Object.fromEntries(Object.entries(plan.cursors).map(([name, cursors]) => [name, new Set(cursors).size]))).to.deep.include({ all: 29, validated: 17, pending: 8, cancelled: 2 });
      const targets = roundTargets(plan);
      expect(targets).to.have.length(STATEMENT_LISTINGS.length * 8 + Object.values(plan.cursors).reduce((n, c) => n + c.length, 0));
      const callsBefore = await child.ask<number>('calls');
      for (const target of new Set(targets)) {
        const { status, page } = await readStatement(child.ready.url, target);
        expect(status, target).to.equal(200);
        expect(page.sales.length, target).to.be.within(1, STATEMENT_PAGE);
        const wanted = new URLSearchParams(target.split('?')[1]).get('status');
        if (wanted !== null) expect(new Set(page.sales.map((s) => s.status)), target).to.deep.equal(new Set([wanted]));
      }
      expect(await child.ask<number>('calls')).to.be.above(callsBefore);
      // The reads changed nothing: no pending sale was due for the validation sweep.
      const pending = await readStatement(child.ready.url, '/api/v1/ledger/statement?status=pending&limit=100');
      expect(pending.page.sales).to.have.length(100);
      expect(pending.page.next).to.be.a('string');
    } finally {
      await child.stop();
    }
    expect(child.stderr()).to.deep.equal([]);
  });

  it('prints each side with its latency, server CPU, round trips and load average', () => {
    const spread = (median: number) => ({ median, q1: median, q3: median, iqr: 0, min: median, max: median, n: 3 });
    const side = { sales: 100_000, readsPerRound: 200, rounds: [], p50Ms: spread(0.6), p99Ms: spread(4), cpuUsPerRead: spread(600), roundTripsPerRead: spread(8), loadAverage: { before: [1, 2, 3], after: [1.5, 2, 3] } };
    expect(formatStatementReads({ memory: side, verdicts: [] })).to.deep.equal([
      'statement reads (GET /api/v1/ledger/statement, pages of 100, one read at a time; median [quartiles] over the rounds):',
      '  memory   100000 sales, 0 rounds of 200 reads: p50 0.60 [0.60–0.60] ms, p99 4.00 [4.00–4.00] ms, server 600 [600–600] µs/read, 8.0 [8.0–8.0] store round trips/read (load 1 2 3 -> 1.5 2 3)',
    ]);
  });
});
