import { idempotencyStoreContract } from '@parasol/port-contracts';
import { FakeIdempotencyStore } from '../api/fakes.js';

// The core tests' fake keeps to the port as the adapters do.
idempotencyStoreContract('core test fake FakeIdempotencyStore', () => new FakeIdempotencyStore());
