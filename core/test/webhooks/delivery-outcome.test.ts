import { expect } from 'chai';
import type { WebhookDeliveryRecord } from '../../src/ports/webhook-delivery-store.js';
import { abandoned, afterAttempt } from '../../src/webhooks/delivery-outcome.js';

const T0 = Date.UTC(2026, 2, 10, 12);
const leased: WebhookDeliveryRecord = {
  deliveryId: 'whd_1',
  eventId: 'evt_1',
  endpointId: 'we_1',
  partnerCode: 'acme',
  mode: 'sandbox',
  type: 'sale.booked',
  orderKey: 'sale_1',
  seq: 0,
  payload: '{}',
  eventAt: T0,
  createdAt: T0,
  status: 'pending',
  attempts: [],
  nextAttemptAt: T0,
  leaseOwner: 'a',
  leaseUntil: T0 + 60_000,
  version: 2,
};

describe('webhooks: what one attempt does to a delivery', () => {
  it('a 2xx settles it, the attempt recorded, the lease released', () => {
    const { delivery, gaveUp } = afterAttempt(leased, T0, { ok: true, httpStatus: 204, durationMs: 8 }, [1000]);
    expect(gaveUp).to.equal(false);
    const { leaseOwner: _o, leaseUntil: _u, nextAttemptAt: _n, ...unleased } = leased;
    expect(delivery).to.deep.equal({ ...unleased, status: 'succeeded', attempts: [{ at: T0, durationMs: 8, httpStatus: 204 }], version: 3 });
  });

  it('a failure schedules the next attempt after the wait for its number, from the time of the attempt', () => {
    const first = afterAttempt(leased, T0, { ok: false, httpStatus: 503, error: 'http 503', durationMs: 5 }, [1000, 2000]);
    expect(first.delivery).to.include({ status: 'pending', nextAttemptAt: T0 + 1000 });
    expect(first.delivery.leaseUntil).to.equal(undefined);
    const second = afterAttempt({ ...first.delivery, version: 4 }, T0 + 1500, { ok: false, error: 'timeout', durationMs: 10_000 }, [1000, 2000]);
    expect(second.delivery).to.include({ status: 'pending', nextAttemptAt: T0 + 3500 });
    expect(second.delivery.attempts.map((a) => a.error)).to.deep.equal(['http 503', 'timeout']);
  });

  it('a failure with no wait left settles it as failed, says why, and gives the endpoint up', () => {
    const spent = { ...leased, attempts: [{ at: T0, durationMs: 1, error: 'ECONNREFUSED' }] };
    const { delivery, gaveUp } = afterAttempt(spent, T0 + 1000, { ok: false, error: 'ECONNREFUSED', durationMs: 1 }, [1000]);
    expect(gaveUp).to.equal(true);
    expect(delivery.status).to.equal('failed');
    expect(delivery.nextAttemptAt).to.equal(undefined);
    expect(delivery.failureReason).to.equal('2 attempts failed since 2026-03-10T12:00:00.000Z: the endpoint is disabled');
  });

  it('abandoned: failed without an attempt, with the reason', () => {
    expect(abandoned(leased, 'the endpoint was deleted')).to.include({ status: 'failed', failureReason: 'the endpoint was deleted', version: 3 });
  });
});

