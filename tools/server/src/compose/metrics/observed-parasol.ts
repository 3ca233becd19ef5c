import { routerOf, wireCode, type Parasol } from '@parasol/core';
import type { ParasolMetrics } from './parasol-metrics.js';

/**
 * The facade with every handled call observed, for a transport that has no per-request hook of
 * its own (gRPC: its package is left as it is). Only the call through the pipeline is timed, and
 * the endpoint is found by the REST method and path the call is routed by. Counted as `grpc`:
 * the one transport `parasol serve` hands this facade to.
 */
export function observedParasol<P extends Parasol>(parasol: P, metrics: ParasolMetrics): P {
  const route = routerOf(parasol.endpoints);
  return {
    ...parasol,
    handle: async (call) => {
      const started = performance.now();
      const answer = await parasol.handle(call);
      // The route the transport gave the call (gRPC always does), else the one the pipeline takes.
      const endpoint = (call.route ?? route(call.method, call.path)).endpoint;
      metrics.answered('grpc', endpoint?.id ?? null, answer.status, answer.code === undefined ? null : wireCode(answer.code), performance.now() - started, answer);
      return answer;
    },
  };
}
