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
 *
 * `busyUs`: the busy-control pair's subject also keeps the CPU busy that long per request before
 * it answers, a known amount of work standing in for a slower server's own (bench-pairs.ts).
 */
export const createBareKoaApp = (canned: CannedAnswer, busyUs = 0): Koa => {
  const app = new Koa({ proxy: false });
  const router = new Router({ sensitive: true, strict: true });
  const answer = async (ctx: Koa.Context) => {
    const raw = await getRawBody(ctx.req, { limit: 64 * 1024 });
    if (raw.length > 0) JSON.parse(raw.toString('utf8'));
    if (busyUs > 0) busyFor(busyUs);
    ctx.status = canned.status;
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(canned.body);
  };
  if (canned.method === 'GET') router.get(canned.path, answer);
  else router.post(canned.path, answer);
  app.use(router.routes());
  return app;
};

/**
 * busy-koa's work per request beyond bare Koa's: about what Parasol spends of its own on a link
 * or a postback (docs/benchmarks.md, "Where the misses' time goes"), so the control's load
 * generator idles about as often as it does against Parasol.
 */
export const BUSY_KOA_US = 50;

/**
 * Keeps the CPU busy for `us` microseconds of wall time: on the bench's pinned server core, with
 * nothing else to run there, that much CPU (the busy-control pair's known extra work).
 */
export const busyFor = (us: number): void => {
  const until = process.hrtime.bigint() + BigInt(Math.round(us * 1000));
  while (process.hrtime.bigint() < until);
};
