import { keyStoreContract } from '@parasol/port-contracts';
import { FakeKeyStore } from '../api/fakes.js';

// Core's tests run on this fake instead of an adapter (an adapter depends on core); it must
// behave as the port says, or a core test could pass on a store no adapter is allowed to be.
keyStoreContract('core test fake FakeKeyStore', () => new FakeKeyStore());
