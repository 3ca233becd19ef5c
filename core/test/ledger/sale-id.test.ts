import { expect } from 'chai';
import { SaleIds } from '../../src/ledger/sale-id.js';

/** Random bytes that count down, so that random parts alone would sort the ids backwards. */
const countingDown = () => {
  let next = 255;
  return { bytes: (length: number) => new Uint8Array(length).fill(next--) };
};

describe('ledger: new sale ids', () => {
  it('sort in booking order within one millisecond, whatever the random part', () => {
    const ids = new SaleIds(countingDown());
    const booked = [ids.next(1_000), ids.next(1_000), ids.next(1_000)];
    expect([...booked].sort()).to.deep.equal(booked);
    expect(new Set(booked).size).to.equal(3);
  });

  it('restart their rank in each millisecond: the rank tells nothing of earlier bookings', () => {
    const ids = new SaleIds(countingDown());
    ids.next(2_000);
    ids.next(2_000);
    expect(ids.next(2_001)).to.match(/^sale_0000/);
    expect(ids.next(2_001)).to.match(/^sale_0001/);
    expect(ids.next(2_000), 'a clock set back is another millisecond').to.match(/^sale_0000/);
    expect(new SaleIds(countingDown()).next(2_001), 'each service numbers its own bookings').to.match(/^sale_0000/);
  });

  it('are sale_, four hex digits of rank and ten random bytes in base64url (the schema pattern)', () => {
    const id = new SaleIds({ bytes: (length) => new Uint8Array(length).fill(0xfb) }).next(3_000);
    expect(id).to.equal(`sale_0000${Buffer.alloc(10, 0xfb).toString('base64url')}`);
    expect(id).to.match(/^sale_[A-Za-z0-9_-]+$/);
  });
});
