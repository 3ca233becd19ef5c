import { expect } from 'chai';
import { weeklyCommission } from '../src/console/views/commission-chart.js';

const sale = (bookedAt: string, status: string, commissionMinor: number, currency = 'EUR') => ({ bookedAt, status, commissionMinor, currency }) as never;

describe('console: commission per week', () => {
  // Thursday 2026-11-26: its week starts Monday 2026-11-23.
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('sums commission in minor units per UTC week (Monday first) and status, oldest week first, one currency only', () => {
    const weeks = weeklyCommission(
      [
        sale('2026-11-23T00:00:00.000Z', 'pending', 500),
        sale('2026-11-26T10:00:00.000Z', 'pending', 250),
        sale('2026-11-22T23:59:59.999Z', 'validated', 1000),
        sale('2026-11-24T08:00:00.000Z', 'cancelled', 70),
        sale('2026-11-24T08:00:00.000Z', 'validated', 9999, 'USD'),
        sale('2026-10-01T08:00:00.000Z', 'validated', 4242),
      ],
      'EUR',
      now,
      3,
    );
    expect(weeks.map((w) => new Date(w.start).toISOString().slice(0, 10))).to.deep.equal(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weeks.map((w) => w.minor)).to.deep.equal([
      { validated: 0, pending: 0, cancelled: 0 },
      { validated: 1000, pending: 0, cancelled: 0 },
      { validated: 0, pending: 750, cancelled: 70 },
    ]);
  });
});
