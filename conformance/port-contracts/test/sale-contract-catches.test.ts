import { expect } from 'chai';
import { caseTitled, saleStoreCases, saleStoreContract } from '../src/index.js';
import { FlawedSaleStore, type SaleFlaws } from './flawed-sale-store.js';
import { failureOf } from './failure-of.js';

/** Runs the case whose title contains `fragment` against a store with `flaws`; resolves to its failure. */
const failureWith = (flaws: SaleFlaws, fragment: string) => {
  const make = async () => new FlawedSaleStore(flaws);
  return failureOf(async () => caseTitled(saleStoreCases, fragment).run(await make(), make));
};

describe('port contracts: the sale contract catches a flawed store', () => {
  const catches: readonly [string, SaleFlaws, string][] = [
    ['checks the natural key, then inserts: a race on concurrent postbacks', { raceOnCreate: true }, 'exactly one of 50 concurrent creates'],
    ['hands out its own objects', { sharesObjects: true }, 'keeps its own copy'],
    ['orders by booking time only', { noTieBreak: true }, 'the saleId breaking ties'],
    ['orders by booking time only (paging finds it too)', { noTieBreak: true }, 'pages through every sale exactly once'],
    ['pages with an offset, not a position', { offsetCursor: true }, 'keeps paging stable while sales are added'],
    ['hands out a cursor after a full last page', { cursorOnFullPage: true }, 'pages through every sale exactly once'],
    ['takes bookedTo as inclusive', { bookedToInclusive: true }, 'from inclusive to exclusive'],
    ['takes bookedTo as inclusive (the model test finds it too)', { bookedToInclusive: true }, 'plain map of sales'],
    ['sweeps pending sales in insertion order', { pendingInInsertionOrder: true }, 'oldest first, at most the limit'],
    ['keeps balances as booked, not as replaced', { balancesAtBooking: true }, 'balances per currency'],
  ];
  for (const [flaw, flaws, fragment] of catches) {
    it(`catches a store that ${flaw}`, async () => {
      expect(await failureWith(flaws, fragment)).to.be.instanceOf(Error);
    });
  }
});

// Without its flaws the same store passes every case: each failure above is the flaw's doing.
saleStoreContract('FlawedSaleStore without flaws', () => new FlawedSaleStore());
