import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
import getRawBody from 'raw-body';
import { type Catalogue } from '@parasol/core';
import { coverDays, INSURER_RATING_PROTOCOL, parseQuoteRequest, type RatingQuestion } from '@parasol/core/internal';
import { QUOTE_BODY, QUOTE_PATH } from './bench-requests.js';

/**
 * The live baseline: a bare Koa endpoint that asks every catalogue insurer the rating question
 * Parasol would send for the bench trip, in parallel over kept-alive connections, waits for all
 * twelve answers, parses them and replies with a few bytes. Its latency is "the slowest insurer"
 * as a server that does nothing else sees it (network stack, simulator processing, timer slack),
 * so live-quotes minus this, at the same concurrency, is what Parasol itself adds.
 */
export const createBareFanoutApp = (catalogue: Catalogue): { app: Koa; close(): void } => {
  const parsed = parseQuoteRequest(JSON.parse(QUOTE_BODY));
  if (!parsed.ok) throw new Error(`the bench quote does not parse: ${parsed.failure.code}`);
  const { trip } = parsed.value;
  const agent = new Agent({ keepAlive: true, scheduling: 'lifo' });
  const calls = catalogue.insurers.map((insurer) => {
    const question: Omit<RatingQuestion, 'requestId'> = {
      // The bench trip carries no amount, so an insurer's view of it differs only by currency.
      trip: { ...trip, currency: insurer.currency },
      days: coverDays(trip),
      currency: insurer.currency,
      products: catalogue.offers.filter((offer) => offer.insurerId === insurer.id).map((offer) => ({ offerId: offer.id, productCode: offer.productCode })),
    };
    return { url: new URL(insurer.endpoint.ratingUrl), question };
  });

  const ask = ({ url, question }: (typeof calls)[number]) =>
    new Promise<unknown>((resolve, reject) => {
      const requestId = randomUUID();
      const body = JSON.stringify({ requestId, ...question });
      const outgoing = request(url, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [INSURER_RATING_PROTOCOL.versionHeader]: INSURER_RATING_PROTOCOL.version,
          [INSURER_RATING_PROTOCOL.idempotencyHeader]: requestId,
        },
      });
      outgoing.on('error', reject);
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode === 200) resolve(JSON.parse(text));
          else reject(new Error(`insurer ${url.href} answered ${String(response.statusCode)}: ${text}`));
        });
      });
      outgoing.end(body);
    });

  const app = new Koa({ proxy: false });
  const router = new Router({ sensitive: true, strict: true });
  router.post(QUOTE_PATH, async (ctx) => {
    JSON.parse((await getRawBody(ctx.req, { limit: 64 * 1024 })).toString('utf8'));
    const answers = await Promise.all(calls.map(ask));
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({ ok: true, insurers: answers.length });
  });
  app.use(router.routes());
  return { app, close: () => agent.destroy() };
};
