import { expect } from 'chai';
import { createParasol, CompositionError, type ParasolOptions } from '../../src/api/create-parasol.js';
import { FormTokens } from '../../src/funnel/form-tokens.js';
import { pricingModule } from '../../src/pricing/pricing-module.js';
import type { PricingSource } from '../../src/ports/offer-catalogue.js';
import { FakeCounterStore, FakeKeyStore, FakePartnerStore, MASTER_KEY, NOON, SequenceRandom, TestClock } from './fakes.js';
import { FakeSubscriptionStore } from '../subscriptions/fake-subscription-store.js';

/**
 * createParasol builds one container: the API's pipeline and, when asked for, the traveller flows
 * (widget, funnel pages) resolve from it. Resolution happens at start-up, so a composition that
 * misses a port is refused there, with inversify's own message.
 */
const SESSION_SECRET = new Uint8Array(32).fill(9);
// Never called: resolution only needs the values bound.
const source = {} as PricingSource;

const base = (): ParasolOptions => ({
  stores: { keys: new FakeKeyStore(), partners: new FakePartnerStore(), counters: new FakeCounterStore(), subscriptions: new FakeSubscriptionStore() },
  clock: new TestClock(NOON),
  random: new SequenceRandom(),
  masterKey: MASTER_KEY,
  sessionSecret: SESSION_SECRET,
  fx: {} as never,
  funnel: {} as never,
});

describe('createParasol: one container for the API and the traveller flows', () => {
  it('composes no traveller flows unless asked', () => {
    expect(createParasol(base())).not.to.have.property('traveller');
  });

  it("keys the funnel's form tokens with the composition's session secret", () => {
    const parasol = createParasol({ ...base(), modules: [pricingModule({ sandbox: source, live: source })], traveller: {} });
    const expected = new FormTokens(SESSION_SECRET).issue('sub_1', 'pay');
    expect(parasol.traveller.funnel.forms.issue('sub_1', 'pay')).to.equal(expected);
    expect(parasol.traveller.funnel.forms.verify(expected, 'sub_1', 'pay')).to.equal(true);
  });

  it('prices the widget with the given sources when no pricing module is composed', () => {
    const parasol = createParasol({ ...base(), traveller: { pricing: { sandbox: source, live: source } } });
    expect(parasol.traveller.widget.quote).to.be.an('object');
  });

  it("refuses at start-up traveller flows without a subscription store, with inversify's message and the error as its cause", () => {
    const options = base();
    const { subscriptions: _, ...stores } = options.stores;
    let refusal: unknown;
    try {
      createParasol({ ...options, stores, modules: [pricingModule({ sandbox: source, live: source })], traveller: {} });
    } catch (e) {
      refusal = e;
    }
    expect(refusal).to.be.instanceOf(CompositionError);
    const cause = (refusal as CompositionError).cause as Error;
    expect(cause).to.be.instanceOf(Error).and.not.instanceOf(CompositionError);
    expect(cause.message).to.match(/SubscriptionStore/);
    expect((refusal as Error).message).to.include(cause.message);
  });

  it('refuses at start-up traveller flows with no pricing sources at all', () => {
    expect(() => createParasol({ ...base(), traveller: {} })).to.throw(CompositionError, /PricingSource/);
  });
});
