import type Koa from 'koa';

/** One dependency's state, as /readyz reports it: never a host, a credential or a stack. */
export interface ReadinessCheck {
  readonly ok: boolean;
  /** A word on why not (or what: "memory"); nothing secret. */
  readonly detail?: string;
  readonly latencyMs?: number;
}

/** What the service depends on, by name (`storage`): each check resolves, never rejects. */
export type Readiness = () => Promise<Readonly<Record<string, ReadinessCheck>>>;

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** A check that has not answered by then counts as failed: a hung database must not hang the probe. */
const READINESS_TIMEOUT_MS = 2_000;

/**
 * Probes for load balancers and orchestrators, outside the signed API (no key, no quota):
 *  - GET /healthz: 200 `{ok: true}` while the process serves HTTP at all (liveness: restart me
 *    only if this fails);
 *  - GET /readyz: 200 `{ok: true, checks}` when every dependency answers, else 503 with the same
 *    shape (readiness: send me no traffic for now). With MongoDB storage `checks.storage` is one
 *    ping; it turns 200 again by itself once the database is back.
 * Both answer `Cache-Control: no-store`. Any other method on these paths falls through to the
 * API's own 404/405.
 */
export function healthRoutes(readiness?: Readiness): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === HEALTH_PATHS.live) return answer(ctx, 200, { ok: true });
    if (ctx.path !== HEALTH_PATHS.ready) return next();
    const checks = readiness ? await withinTimeout(readiness()) : {};
    const ok = Object.values(checks).every((c) => c.ok);
    return answer(ctx, ok ? 200 : 503, { ok, checks });
  };
}

function answer(ctx: Koa.Context, status: number, body: object): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

async function withinTimeout(checks: Promise<Readonly<Record<string, ReadinessCheck>>>): Promise<Readonly<Record<string, ReadinessCheck>>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Record<string, ReadinessCheck>>((resolve) => {
    timer = setTimeout(() => resolve({ readiness: { ok: false, detail: 'timeout' } }), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([checks.catch(() => ({ readiness: { ok: false, detail: 'error' } })), late]);
  } finally {
    clearTimeout(timer);
  }
}
