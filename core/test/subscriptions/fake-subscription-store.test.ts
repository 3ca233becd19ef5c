import { subscriptionStoreContract } from '@parasol/port-contracts';
import { FakeSubscriptionStore } from './fake-subscription-store.js';

// Core's subscription tests run on this fake instead of an adapter (an adapter depends on core);
// it must behave as the port says, or a core test could pass on a store no adapter may be.
subscriptionStoreContract('core test fake FakeSubscriptionStore', () => new FakeSubscriptionStore());
