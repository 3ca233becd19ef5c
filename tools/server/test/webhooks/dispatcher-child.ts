/**
 * A webhook dispatcher in a process of its own, for the kill -9 test: it runs rounds (sweep,
 * relay, dispatch) on the MongoDB database of WEBHOOK_TEST_MONGO_URL until it is killed.
 */
import { mongoWebhookInstance } from './mongo-webhook-instance.js';

const url = process.env.WEBHOOK_TEST_MONGO_URL!;
const masterKey = Buffer.from(process.env.WEBHOOK_TEST_MASTER_KEY!, 'base64');
const clock = { now: () => Date.now(), wallNow: () => Date.now() };
const instance = await mongoWebhookInstance(url, { masterKey, clock, instanceId: 'child', leaseMs: Number(process.env.WEBHOOK_TEST_LEASE_MS) });
process.stdout.write('ready\n');
for (;;) {
  await instance.parasol.webhooks!.round();
  await new Promise((resolve) => setTimeout(resolve, 50));
}
