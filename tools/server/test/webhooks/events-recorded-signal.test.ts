import { expect } from 'chai';
import { EventsRecordedSignal } from '../../src/compose/events-recorded-signal.js';

/** A store double: create and replace answer what `accept` says; reads pass through. */
class StoreDouble {
  accept = true;
  readonly written: unknown[] = [];
  private readonly label = 'own field';
  async create(record: unknown): Promise<boolean> {
    this.written.push(record);
    return this.accept;
  }
  async replace(record: unknown, _expectedVersion: number): Promise<boolean> {
    this.written.push(record);
    return this.accept;
  }
  async withOutbox(): Promise<string> {
    return this.label;
  }
}

describe('webhooks: the signal that an event waits (what wakes the serving loop)', () => {
  const watched = () => {
    const signal = new EventsRecordedSignal();
    let told = 0;
    signal.onRecorded(() => told++);
    const inner = new StoreDouble();
    return { store: signal.watchWrites(inner), inner, told: () => told };
  };

  it('tells after a create or a replace that leaves events waiting (outboxAt), and the write itself is the store\'s', async () => {
    const { store, inner, told } = watched();
    expect(await store.create({ saleId: 's1', outboxAt: 5, version: 1 })).to.equal(true);
    expect(await store.replace({ saleId: 's1', outboxAt: 5, version: 2 }, 1)).to.equal(true);
    expect(told()).to.equal(2);
    expect(inner.written).to.have.length(2);
  });

  it('stays quiet for a write that leaves nothing waiting (the relay taking events out) and for a lost compare-and-set', async () => {
    const { store, inner, told } = watched();
    await store.replace({ saleId: 's1', eventsThrough: 1, version: 3 }, 2);
    inner.accept = false;
    expect(await store.replace({ saleId: 's1', outboxAt: 5, version: 3 }, 2)).to.equal(false);
    expect(await store.create({ saleId: 's2', outboxAt: 6, version: 1 })).to.equal(false);
    expect(told()).to.equal(0);
  });

  it('tells when a pending delivery is created on request (a resend, a test event), not when the dispatcher rewrites one', async () => {
    const { store, told } = watched();
    await store.create({ deliveryId: 'whd_1', orderKey: 'whd_1', status: 'pending', version: 1 });
    expect(told()).to.equal(1);
    await store.replace({ deliveryId: 'whd_1', orderKey: 'whd_1', status: 'pending', leaseUntil: 9, version: 2 }, 1);
    await store.replace({ deliveryId: 'whd_1', orderKey: 'whd_1', status: 'succeeded', version: 3 }, 2);
    expect(told()).to.equal(1);
  });

  it("stays quiet when the relay creates an object's delivery: the same round's dispatcher looks for it", async () => {
    const { store, told } = watched();
    await store.create({ deliveryId: 'whd_2', orderKey: 'sale_1', status: 'pending', version: 1 });
    expect(told()).to.equal(0);
  });

  it('leaves every other method as it was, called on the store itself', async () => {
    const { store } = watched();
    expect(await store.withOutbox()).to.equal('own field');
  });
});
