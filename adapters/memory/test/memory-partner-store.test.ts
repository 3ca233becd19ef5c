import { partnerStoreContract } from '@parasol/conformance';
import { MemoryPartnerStore } from '../src/index.js';

partnerStoreContract('MemoryPartnerStore', () => new MemoryPartnerStore());
