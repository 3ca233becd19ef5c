import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Answer } from '@parasol/core';
import type { FunnelCallObservation } from '@parasol/funnel-http';
import type { InsurerRatingObservation } from '@parasol/insurer-http';
import type { AnsweredRequest } from '@parasol/rest';

/** Seconds: from a cached meta (a millisecond) to a live quote that waited for pricing's 8 s deadline. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** prom-client defaults that are gauges with a counter's `_total` suffix (see the constructor). */
export const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'] as const;

/** Which transport answered: REST's per-request hook, or the handle gRPC calls (observed-parasol.ts). */
export type Transport = 'rest' | 'grpc';

/**
 * The service's Prometheus metrics, observed at the edges only: the transports' answers, the
 * insurer and funnel HTTP adapters' calls, and the postback's answer for ledger bookings. The
 * core knows none of it. Its own registry (not prom-client's global one), so two servers in one
 * process (tests) never share counters. Label values are bounded: endpoint ids, statuses,
 * catalogue codes, insurer ids of the catalogue; never a key, a ref or a path.
 *
 * The observer methods are arrow properties, handed to the adapters and the transport as they are.
 */
export class ParasolMetrics {
  readonly registry = new Registry();
  readonly #requests = new Counter({ name: 'parasol_requests_total', help: 'API answers by transport, operation (endpoint id, "none" off the API), HTTP status and error code ("none" on success).', labelNames: ['transport', 'operation', 'status', 'code'] as const, registers: [this.registry] });
  readonly #latency = new Histogram({ name: 'parasol_request_duration_seconds', help: 'Time from a request received to its answer written, by transport and operation.', labelNames: ['transport', 'operation'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  readonly #quotaRefusals = new Counter({ name: 'parasol_quota_refusals_total', help: 'Calls refused 429, by operation and code: RATE_LIMITED (the minute\'s burst) or QUOTA_EXCEEDED (a daily bucket).', labelNames: ['operation', 'code'] as const, registers: [this.registry] });
  readonly #bookings = new Counter({ name: 'parasol_ledger_bookings_total', help: 'Accepted postbacks by mode (the ledger booked in: sandbox, live) and outcome (what they did to the sale: created, updated, unchanged).', labelNames: ['mode', 'outcome'] as const, registers: [this.registry] });
  readonly #ratingLatency = new Histogram({ name: 'parasol_insurer_rating_duration_seconds', help: 'Insurer rating calls over HTTP by insurer and outcome (priced, failed, timeout).', labelNames: ['insurer', 'outcome'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  readonly #ratingFailures = new Counter({ name: 'parasol_insurer_rating_failures_total', help: 'Insurer rating calls that did not price, by insurer and outcome (failed, timeout).', labelNames: ['insurer', 'outcome'] as const, registers: [this.registry] });
  readonly #funnelCalls = new Counter({ name: 'parasol_funnel_calls_total', help: 'Calls to the external funnel by operation (upsertQuote, readStage) and outcome (ok, refused, timeout).', labelNames: ['operation', 'outcome'] as const, registers: [this.registry] });
  readonly #funnelLatency = new Histogram({ name: 'parasol_funnel_call_duration_seconds', help: 'Calls to the external funnel by operation.', labelNames: ['operation'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry] });

  constructor(options: { readonly processMetrics?: boolean } = {}) {
    // Node's own (CPU, memory, event-loop lag, GC), unless a test wants only Parasol's.
    if (options.processMetrics !== false) {
      collectDefaultMetrics({ register: this.registry });
      // prom-client's totals of active handles, requests and resources are gauges named like
      // counters, which `promtool check metrics` refuses: dropped, since the gauges of the same
      // name without _total hold the same counts by type (sum them for the total).
      for (const name of MISNAMED_DEFAULTS) this.registry.removeSingleMetric(name);
    }
  }

  /** One answer of the API, whatever the transport. */
  answered(transport: Transport, operation: string | null, status: number, code: string | null, latencyMs: number, answer: Answer | undefined): void {
    const op = operation ?? 'none';
    this.#requests.inc({ transport, operation: op, status, code: code ?? 'none' });
    this.#latency.observe({ transport, operation: op }, latencyMs / 1000);
    if (status === 429 && code !== null) this.#quotaRefusals.inc({ operation: op, code });
    if (operation === 'reportConversion' && status === 200 && answer !== undefined) {
      const { mode, outcome } = answer.body as { mode?: unknown; outcome?: unknown };
      if (typeof mode === 'string' && typeof outcome === 'string') this.#bookings.inc({ mode, outcome });
    }
  }

  /** REST's onAnswered hook. */
  readonly restAnswered = (request: AnsweredRequest, answer: Answer | undefined): void =>
    this.answered('rest', request.operation, request.status, request.code, request.latencyMs, answer);

  /** HttpInsurerRater's observe option. */
  readonly insurerRated = (rating: InsurerRatingObservation): void => {
    this.#ratingLatency.observe({ insurer: rating.insurerId, outcome: rating.outcome }, rating.latencyMs / 1000);
    if (rating.outcome !== 'priced') this.#ratingFailures.inc({ insurer: rating.insurerId, outcome: rating.outcome });
  };

  /** HttpQuoteFunnel's observe option. */
  readonly funnelCalled = (call: FunnelCallObservation): void => {
    this.#funnelCalls.inc({ operation: call.operation, outcome: call.outcome });
    this.#funnelLatency.observe({ operation: call.operation }, call.latencyMs / 1000);
  };
}
