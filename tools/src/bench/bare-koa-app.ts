import Koa from 'koa';
import Router from '@koa/router';
import getRawBody from 'raw-body';
import { QUOTE_PATH } from './bench-request.js';

/**
 * The baselines: the least any Koa JSON POST endpoint does. The same Koa and router as the REST
 * transport, the body read with the same raw-body and parsed, a JSON answer serialised per
 * request. What Parasol costs on top of this is the ratio the benchmark reports.
 *
 * Without `answer` the reply is a few bytes (the brief's baseline); with it, the reply is that
 * object, so a baseline can send exactly the bytes a sandbox quote sends and the comparison
 * isolates what Parasol does to produce them from what shipping them costs.
 */
export const createBareKoaApp = (answer?: object): Koa => {
  const app = new Koa({ proxy: false });
  const router = new Router({ sensitive: true, strict: true });
  router.post(QUOTE_PATH, async (ctx) => {
    const body = JSON.parse((await getRawBody(ctx.req, { limit: 64 * 1024 })).toString('utf8')) as { trip?: { currency?: string } };
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(answer ?? { ok: true, currency: body.trip?.currency ?? null });
  });
  app.use(router.routes());
  return app;
};
