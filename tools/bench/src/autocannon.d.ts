/**
 * The slice of autocannon's programmatic API the benchmark drives (autocannon ships no types).
 * https://github.com/mcollina/autocannon#api
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** What a request is built from; setupRequest may return another one per call. */
  export interface AutocannonRequest {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each call of this request (and once when a connection starts). */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  export interface AutocannonOptions {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Requests each connection sends in turn (instead of method, headers and body). */
    requests?: AutocannonRequest[];
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests to send, instead of a duration. */
    amount?: number;
    pipelining?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** Milliseconds between samples; also how often a run checks whether it is over (default 1000). */
    sampleInt?: number;
  }

  export interface AutocannonResult {
    /** Seconds the run lasted. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    /** Emitted once per answer; responseTime in milliseconds. */
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}
