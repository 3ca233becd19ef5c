import { partnerStoreContract } from '@parasol/port-contracts';
import { FakePartnerStore } from '../api/fakes.js';

// Core's tests run on this fake instead of an adapter (an adapter depends on core); it must
// behave as the port says, or a core test could pass on a store no adapter is allowed to be.
partnerStoreContract('core test fake FakePartnerStore', () => new FakePartnerStore());
