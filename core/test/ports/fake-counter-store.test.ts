import { counterStoreContract } from '@parasol/port-contracts';
import { FakeCounterStore } from '../api/fakes.js';

// Core's tests run on this fake instead of an adapter (an adapter depends on core); it must
// behave as the port says, or a core test could pass on a store no adapter is allowed to be.
counterStoreContract('core test fake FakeCounterStore', () => new FakeCounterStore());
