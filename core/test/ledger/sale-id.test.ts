import { expect } from 'chai';
import { newSaleId } from '../../src/ledger/sale-id.js';

/** Random bytes that count down, so that random parts alone would sort the ids backwards. */
const countingDown = () => {
  let next = 255;
  return { bytes: (length: number) => new Uint8Array(length).fill(next--) };
};

describe('ledger: new sale ids', () => {
  it('sort in booking order within one millisecond, whatever the random part', () => {
    const random = countingDown();
    const ids = [newSaleId(1_000, random), newSaleId(1_000, random), newSaleId(1_000, random)];
    expect([...ids].sort()).to.deep.equal(ids);
    expect(new Set(ids).size).to.equal(3);
  });

  it('restart their rank in each millisecond: the rank tells nothing of earlier bookings', () => {
    const random = countingDown();
    newSaleId(2_000, random);
    newSaleId(2_000, random);
    expect(newSaleId(2_001, random)).to.match(/^sale_0000/);
    expect(newSaleId(2_001, random)).to.match(/^sale_0001/);
    expect(newSaleId(2_000, random), 'a clock set back is another millisecond').to.match(/^sale_0000/);
  });

  it('are sale_, four hex digits of rank and ten random bytes in base64url (the schema pattern)', () => {
    const id = newSaleId(3_000, { bytes: (length) => new Uint8Array(length).fill(0xfb) });
    expect(id).to.equal(`sale_0000${Buffer.alloc(10, 0xfb).toString('base64url')}`);
    expect(id).to.match(/^sale_[A-Za-z0-9_-]+$/);
  });
});
