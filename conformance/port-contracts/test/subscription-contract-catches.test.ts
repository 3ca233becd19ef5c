import { expect } from 'chai';
import { caseTitled, subscriptionStoreCases, subscriptionStoreContract } from '../src/index.js';
import { FlawedSubscriptionStore, type SubscriptionFlaws } from './flawed-subscription-store.js';
import { failureOf } from './failure-of.js';

/** Runs the case whose title contains `fragment` against a store with `flaws`; resolves to its failure. */
const failureWith = (flaws: SubscriptionFlaws, fragment: string) => {
  const make = async () => new FlawedSubscriptionStore(flaws);
  return failureOf(async () => caseTitled(subscriptionStoreCases, fragment).run(await make(), make));
};

describe('port contracts: the subscription contract catches a flawed store', () => {
  const catches: readonly [string, SubscriptionFlaws, string][] = [
    ['checks the natural key, then inserts: a race on the first create', { raceOnCreate: true }, 'exactly one of 50 concurrent creates'],
    ['checks the natural key, then inserts: a race on a rollover', { raceOnCreate: true }, 'exactly one of 50 concurrent rollovers'],
    ['hands out its own objects', { sharesObjects: true }, 'keeps its own copy'],
    ['takes the last written record for the current one', { currentIsLastWritten: true }, 'answers the highest generation'],
    ['compares generations as text', { generationsAsText: true }, 'generation 10 is above generation 9'],
    ['creates over a taken subscriptionId', { ignoresTakenId: true }, 'subscriptionId is taken'],
    ['creates over a taken subscriptionId (the model test finds it too)', { ignoresTakenId: true }, 'plain map of subscriptions'],
    ['takes the last written record for the current one (the model test finds it too)', { currentIsLastWritten: true }, 'plain map of subscriptions'],
  ];
  for (const [flaw, flaws, fragment] of catches) {
    it(`catches a store that ${flaw}`, async () => {
      expect(await failureWith(flaws, fragment)).to.be.instanceOf(Error);
    });
  }
});

// Without its flaws the same store passes every case: each failure above is the flaw's doing.
subscriptionStoreContract('FlawedSubscriptionStore without flaws', () => new FlawedSubscriptionStore());
