import { webhookDeliveryStoreContract } from '@parasol/port-contracts';
import { MemoryWebhookDeliveryStore } from '../src/index.js';

webhookDeliveryStoreContract('MemoryWebhookDeliveryStore', () => new MemoryWebhookDeliveryStore());
