import { webhookEndpointStoreContract } from '@parasol/port-contracts';
import { MemoryWebhookEndpointStore } from '../src/index.js';

webhookEndpointStoreContract('MemoryWebhookEndpointStore', () => new MemoryWebhookEndpointStore());
