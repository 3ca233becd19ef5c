import type { Random } from '../ports/random.js';

/** Ranks above this share the last value: 65,536 sales booked in one millisecond by one instance. */
const MAX_RANK = 0xffff;

/**
 * New sales' public ids: `sale_`, then the sale's rank among the sales this instance booked in the
 * same millisecond (4 hex digits), then 10 random bytes (base64url).
 *
 * Why the rank: the statement lists the oldest booking first, and the stores break a tie of
 * bookedAt by saleId (ports/sale-cursor.ts), so with random ids alone two sales booked one after
 * the other within one millisecond were listed in either order (the conformance suite saw it: an
 * in-process run books faster than a millisecond). The rank is fixed-width lowercase hex, which
 * sorts in code units as it counts. It tells nothing beyond that millisecond: no running count of
 * the sales booked, which a partner must not learn from its ids. Sales booked in one millisecond on
 * two instances are concurrent, and their order is the ids' random one.
 *
 * One per RecordConversion, that is per composed service: two services in one process (the tests'
 * "two worlds, same seed") each number their own bookings.
 */
export class SaleIds {
  private lastBookedAt = Number.NaN;
  private rank = 0;

  constructor(private readonly random: Random) {}

  next(bookedAt: number): string {
    this.rank = bookedAt === this.lastBookedAt ? Math.min(this.rank + 1, MAX_RANK) : 0;
    this.lastBookedAt = bookedAt;
    return `sale_${this.rank.toString(16).padStart(4, '0')}${Buffer.from(this.random.bytes(10)).toString('base64url')}`;
  }
}
