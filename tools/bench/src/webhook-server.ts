/**
 * Child process of the webhooks scenario: the bench's Parasol (memory stores, or MongoDB ones with
 * `--mongo-url`, the delivery log included) behind the REST server, with its webhook loop running
 * as `parasol serve` runs it (serveWebhooks: a full round a second, a prompt one on every recorded
 * event). Sandbox endpoints may be on loopback (PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1, set here as an
 * operator sets it for local development), where the bench's receiver listens.
 *   node --conditions=parasol-source --import tools/server/register.mjs tools/bench/src/webhook-server.ts [--mongo-url URL]
 * Announces `{ url }`; answers `pause` (the loop stops after its round under way) and `resume`
 * (it starts again): the MongoDB side counts a postback's own round trips with the loop paused.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_SERVER_SETTINGS, startRestServer } from '@parasol/rest';
import { serveWebhooks, type WebhookLoop } from '@parasol/server';
import { processLogger } from '@parasol/server/pino-logger';
import { benchParasol } from './bench-servers.js';
import { announceReady, answerQuestions, exitCleanlyOnSignal } from './ready-line.js';

process.env.PARASOL_WEBHOOKS_ALLOW_LOOPBACK = '1';
const { values } = parseArgs({ options: { 'mongo-url': { type: 'string' } } });
const { parasol, close } = await benchParasol({ logger: processLogger, ...(values['mongo-url'] === undefined ? {} : { mongoUrl: values['mongo-url'] }) });
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
});
announceReady({ url: server.url });
