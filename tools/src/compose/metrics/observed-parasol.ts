import { wireCode, type Parasol } from '@parasol/core';
import type { ParasolMetrics } from './parasol-metrics.js';

/**
 * The facade with every handled call observed, for a transport that has no per-request hook of
 * its own (gRPC: its package is left as it is). Only the call through the pipeline is timed, and
 * the endpoint is found by the REST method and path the call is routed by.
 */
export function observedParasol<P extends Parasol>(parasol: P, metrics: ParasolMetrics, transport: 'grpc' = 'grpc'): P {
  const endpointByPath = new Map(parasol.endpoints.map((endpoint) => [endpoint.path, endpoint]));
  return {
    ...parasol,
    handle: async (call) => {
      const started = performance.now();
      const answer = await parasol.handle(call);
      const endpoint = endpointByPath.get(call.path);
      const operation = endpoint !== undefined && endpoint.method === call.method ? endpoint.id : null;
      metrics.answered(transport, operation, answer.status, answer.code === undefined ? null : wireCode(answer.code), performance.now() - started, answer);
      return answer;
    },
  };
}
