import Koa from 'koa';
import Router from '@koa/router';
import getRawBody from 'raw-body';

/** What a bare endpoint answers: the status and body Parasol answers the same request. */
export interface CannedAnswer {
  readonly method: 'GET' | 'POST';
  /** The route, without a query string. */
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}

/**
 * The baselines: the least any Koa JSON endpoint does. The same Koa and router as the REST
 * transport, the body read with raw-body and parsed when there is one, the answer (the bytes
 * Parasol answers the same request) serialised per request. What Parasol costs on top of this is
 * the ratio the benchmark reports: the comparison isolates what Parasol does to produce an answer
 * from what receiving the request and shipping the answer cost any Koa endpoint.
 */
export const createBareKoaApp = (canned: CannedAnswer): Koa => {
  const app = new Koa({ proxy: false });
  const router = new Router({ sensitive: true, strict: true });
  const answer = async (ctx: Koa.Context) => {
    const raw = await getRawBody(ctx.req, { limit: 64 * 1024 });
    if (raw.length > 0) JSON.parse(raw.toString('utf8'));
    ctx.status = canned.status;
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(canned.body);
  };
  if (canned.method === 'GET') router.get(canned.path, answer);
  else router.post(canned.path, answer);
  app.use(router.routes());
  return app;
};
