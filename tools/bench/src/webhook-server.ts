/**
 * Child process of the webhooks scenario: the bench's Parasol (memory stores, or MongoDB ones with
 * `--mongo-url`, the delivery log included) behind the REST server, with its webhook loop running
 * as `parasol serve` runs it (serveWebhooks: a full round a second, a prompt one on every recorded
 * event). Sandbox endpoints may be on loopback (PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1, set here as an
 * operator sets it for local development), where the bench's receiver listens.
 *   node --conditions=parasol-source --import tools/server/register.mjs tools/bench/src/webhook-server.ts [--mongo-url URL]
 * Announces `{ url }`; answers `pause` (the loop stops after its round under way) and `resume`
 * (it starts again): the MongoDB side counts a postback's own round trips with the loop paused.
 * On memory, run with --expose-gc by the memory scenario (rss-growth.ts), it also answers
 * `memory` (the bytes in use after a full collection) and `drop-records` (the records links,
 * postbacks and deliveries keep by design forgotten, and the bytes they held: kept-records.ts).
 */
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import { DEFAULT_SERVER_SETTINGS, startRestServer } from '@parasol/rest';
import { memoryStores, serveWebhooks, type WebhookLoop } from '@parasol/server';
import { processLogger } from '@parasol/server/pino-logger';
import { MemoryWebhookDeliveryStore } from '@parasol/adapter-memory';
import { benchParasol } from './bench-servers.js';
import { bytesHeldBy, bytesInUseAfterGc } from './kept-records.js';
import { announceReady, answerQuestions, exitCleanlyOnSignal } from './ready-line.js';

process.env.PARASOL_WEBHOOKS_ALLOW_LOOPBACK = '1';
const { values } = parseArgs({ options: { 'mongo-url': { type: 'string' } } });

/** createEmbeddedParasol's memory stores (the same composition), held here so the memory scenario can reach their records. */
const memoryStoresKept = () => {
  const stores = memoryStores();
  const deliveries = new MemoryWebhookDeliveryStore();
  // What links, postbacks and deliveries keep by design: a subscription (and its checkout), a sale, a delivery.
  return { stores, deliveries, keptByDesign: [stores.sales, stores.subscriptions, stores.checkouts, deliveries] };
};
const memory = values['mongo-url'] === undefined ? memoryStoresKept() : undefined;
const { parasol, close } = await benchParasol({
  logger: processLogger,
  ...(values['mongo-url'] === undefined ? {} : { mongoUrl: values['mongo-url'] }),
  ...(memory ? { memoryStores: { stores: memory.stores, deliveries: memory.deliveries } } : {}),
});
const webhooks = parasol.webhooks;
if (webhooks === undefined) throw new Error('the bench composition has no webhooks');
const server = await startRestServer({ parasol, logger: processLogger, maxConnectionsPerAddress: DEFAULT_SERVER_SETTINGS.maxConnections });
let loop: WebhookLoop | undefined = serveWebhooks(webhooks, { logger: processLogger });

exitCleanlyOnSignal(async () => {
  await server.close();
  await loop?.stop();
  await close();
});
answerQuestions({
  pause: async () => {
    await loop?.stop();
    loop = undefined;
    return true;
  },
  resume: () => {
    loop ??= serveWebhooks(webhooks, { logger: processLogger });
    return true;
  },
  // The memory scenario (node with --expose-gc): VmRSS is read by the runner around these.
  memory: () => {
    const bytesInUse = bytesInUseAfterGc();
    const heap = getHeapStatistics();
    // What V8 holds from the system without using it: pages kept after a collection (diagnostic).
    return { bytesInUse, heapFreeBytes: heap.total_heap_size - heap.used_heap_size };
  },
  // Forgets the records kept by design, and says how many bytes they held.
  'drop-records': () => (memory === undefined ? null : { bytesHeld: bytesHeldBy(memory.keptByDesign) }),
});
announceReady({ url: server.url });
