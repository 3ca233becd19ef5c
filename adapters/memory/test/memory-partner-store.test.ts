import { partnerStoreContract } from '@parasol/port-contracts';
import { MemoryPartnerStore } from '../src/index.js';

partnerStoreContract('MemoryPartnerStore', () => new MemoryPartnerStore());
