import { expect } from 'chai';
import type { SaleRecord } from '@parasol/core';
import { DAY_MS, saleView } from '@parasol/core/internal';

/** saleView (core/src/ledger/sale-view.ts): the fields a partner reads that depend on the sale's state and rates. */

const BOOKED_AT = Date.UTC(2026, 2, 10, 12, 0, 0);

const aSale = (overrides: Partial<SaleRecord> = {}): SaleRecord => ({
  ledger: 'live',
  partnerCode: 'acme',
  externalOrderId: 'order-1',
  saleId: 'sale_00001',
  linkCode: 'main',
  status: 'pending',
  amountMinor: 10_500,
  currency: 'EUR',
  frozenCommissionBps: 1500,
  frozenUpliftBps: 500,
  commissionMinor: 1_500,
  contractVersion: '3.2',
  bookedAt: BOOKED_AT,
  updatedAt: BOOKED_AT,
  entries: [],
  version: 1,
  ...overrides,
});

describe('ledger: a sale as partners read it', () => {
  it('a pending sale says when it validates by itself; a validated or cancelled one does not', () => {
    expect(saleView(aSale(), 14)).to.include({ autoValidatesAt: new Date(BOOKED_AT + 14 * DAY_MS).toISOString(), validatedAt: null, cancelledAt: null });
    expect(saleView(aSale({ status: 'validated', validatedAt: BOOKED_AT + DAY_MS }), 14)).to.include({ autoValidatesAt: null, validatedAt: new Date(BOOKED_AT + DAY_MS).toISOString() });
    expect(saleView(aSale({ status: 'cancelled', cancelledAt: BOOKED_AT + DAY_MS }), 14)).to.include({ autoValidatesAt: null, cancelledAt: new Date(BOOKED_AT + DAY_MS).toISOString() });
  });

  it('shows the partner fee retained only when the rates carry an uplift: none, not 0, without one', () => {
    expect(saleView(aSale(), 14).partnerFeeAmount).to.equal(5);
    expect(saleView(aSale({ frozenCommissionBps: 1000, frozenUpliftBps: 0, commissionMinor: 1_050 }), 14).partnerFeeAmount).to.equal(null);
  });
});
