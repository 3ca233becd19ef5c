import { expect } from 'chai';
import { SendsInFlight } from '../../src/webhooks/sends-in-flight.js';

/** A send the test settles by hand. */
const pending = () => {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('store unreachable')))));
  return { promise, settle };
};

describe('webhooks: the places of one instance’s sends', () => {
  it('gives at most maxInFlightPerEndpoint places to one endpoint and maxInFlight in all, and names the full endpoints and the objects on their way', () => {
    const places = new SendsInFlight({ maxInFlight: 3, maxInFlightPerEndpoint: 2 });
    const a1 = { endpointId: 'we_a', orderKey: 'sale_1' };
    const a2 = { endpointId: 'we_a', orderKey: 'sale_2' };
    expect([places.reserve(a1), places.reserve(a2), places.reserve({ endpointId: 'we_a', orderKey: 'sale_3' })]).to.deep.equal([true, true, false]);
    expect(places.skip()).to.deep.equal({ endpoints: ['we_a'], chains: [a1, a2] });
    expect(places.free()).to.equal(1);
    expect([places.reserve({ endpointId: 'we_b', orderKey: 'sale_1' }), places.reserve({ endpointId: 'we_c', orderKey: 'sale_1' })], 'the last place in all').to.deep.equal([true, false]);
    expect(places.free()).to.equal(0);
    places.release(a1);
    expect(places.skip(), 'a place of its own is free again; sale_1 is on its way to we_b only').to.deep.equal({ endpoints: [], chains: [a2, { endpointId: 'we_b', orderKey: 'sale_1' }] });
    expect([places.reserve({ endpointId: 'we_c', orderKey: 'sale_1' }), places.free()]).to.deep.equal([true, 0]);
  });

  it('frees a tracked place when its attempt settles, either way, tells each listener, and `settled` waits for every attempt', async () => {
    const places = new SendsInFlight({ maxInFlight: 2, maxInFlightPerEndpoint: 2 });
    let told = 0;
    places.onSettled(() => told++);
    const [first, second] = [pending(), pending()];
    const [a1, a2] = [{ endpointId: 'we_a', orderKey: 'sale_1' }, { endpointId: 'we_a', orderKey: 'sale_2' }];
    places.reserve(a1);
    places.reserve(a2);
    const tracked = [places.track(a1, first.promise), places.track(a2, second.promise)];
    let allSettled = false;
    const waiting = places.settled().then(() => (allSettled = true));
    first.settle(true);
    await tracked[0];
    expect([places.free(), told, allSettled]).to.deep.equal([1, 1, false]);
    second.settle(false);
    await tracked[1]!.catch(() => {});
    await waiting;
    expect([places.free(), told, allSettled], 'a failed attempt frees its place too').to.deep.equal([2, 2, true]);
    expect(places.skip()).to.deep.equal({ endpoints: [], chains: [] });
    let failure: unknown;
    await tracked[1]!.catch((e: unknown) => (failure = e));
    expect((failure as Error).message, 'the caller still sees the failure').to.equal('store unreachable');
  });

  it('settles at once with nothing under way', async () => {
    await new SendsInFlight({ maxInFlight: 1, maxInFlightPerEndpoint: 1 }).settled();
  });
});
