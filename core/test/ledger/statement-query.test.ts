import { expect } from 'chai';
import { DAY_MS } from '../../src/ledger/ledger-settings.js';
import { parseStatementQuery } from '../../src/ledger/statement-query.js';
import { encodeSaleCursor } from '../../src/ports/sale-cursor.js';

const MARCH_10 = Date.UTC(2026, 2, 10);
const read = (query: Record<string, string>, maxPageSize = 200) => parseStatementQuery(query, maxPageSize);
const refusal = (query: Record<string, string>, maxPageSize = 200) => {
  const result = read(query, maxPageSize);
  return result.ok ? 'accepted' : `${result.failure.code}: ${result.failure.detail}`;
};

describe('ledger: the statement query string', () => {
  it('pages 50 sales by default, or the most a page may hold when that is fewer', () => {
    expect(read({})).to.deep.equal({ ok: true, value: { limit: 50 } });
    expect(read({}, 20)).to.deep.equal({ ok: true, value: { limit: 20 } });
  });

  it('takes a limit from 1 to the most a page may hold, up to four digits', () => {
    expect(read({ limit: '1000' }, 1000)).to.deep.equal({ ok: true, value: { limit: 1000 } });
    expect(read({ limit: '1' }, 1000)).to.deep.equal({ ok: true, value: { limit: 1 } });
    // Only digits: no sign, space, exponent or hexadecimal that Number() would also read.
    for (const limit of ['0', '1001', '10000', '-1', '1.5', 'ten', '', '+5', ' 5', '5 ', '1e2', '0x10']) expect(refusal({ limit }, 1000), limit).to.equal('BAD_REQUEST: limit must be an integer from 1 to 1000');
  });

  it('reads booking days as whole UTC days, both included: one day is from its midnight to the next', () => {
    expect(read({ from: '2026-03-10', to: '2026-03-10' })).to.deep.equal({ ok: true, value: { bookedFrom: MARCH_10, bookedTo: MARCH_10 + DAY_MS, limit: 50 } });
    expect(read({ to: '2026-03-10' })).to.deep.equal({ ok: true, value: { bookedTo: MARCH_10 + DAY_MS, limit: 50 } });
    expect(refusal({ from: '2026-03-11', to: '2026-03-10' })).to.equal('BAD_REQUEST: to must be on or after from');
  });

  it('refuses a day that is not a real YYYY-MM-DD date, naming the parameter', () => {
    // 2026-13-01 and 2026-03-32 are no time at all; +010000-01 is a date Date.parse reads (year 10000, ISO's expanded form).
    for (const day of ['2026-02-30', '2026-13-01', '2026-03-32', '2026-3-10', '10/03/2026', '2026-03-10T00:00:00Z', '+010000-01', '']) {
      expect(refusal({ from: day }), day).to.equal('BAD_REQUEST: from must be a date YYYY-MM-DD');
      expect(refusal({ to: day }), day).to.equal('BAD_REQUEST: to must be a date YYYY-MM-DD');
    }
  });

  it('refuses an unknown parameter, a status outside the three, and a cursor it never handed out', () => {
    expect(refusal({ page: '2' })).to.equal('BAD_REQUEST: unknown query parameter "page": use status, from, to, limit, cursor');
    for (const status of ['pending', 'validated', 'cancelled']) expect(read({ status })).to.deep.equal({ ok: true, value: { status, limit: 50 } });
    expect(refusal({ status: 'paid' })).to.equal('BAD_REQUEST: status must be one of pending, validated, cancelled');
    expect(refusal({ cursor: 'abc' })).to.equal('BAD_REQUEST: cursor must be the `next` value of a previous page, as given');
    const cursor = encodeSaleCursor({ bookedAt: MARCH_10, saleId: 'sale_x' });
    expect(read({ status: 'validated', cursor })).to.deep.equal({ ok: true, value: { status: 'validated', limit: 50, cursor } });
  });
});
