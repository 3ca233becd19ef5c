import type { Clock, FxRates, RateSet } from '@parasol/core';
import { checkedRateSet, REFERENCE_RATE_SET } from './static-fx-rates.js';

export interface HttpFxRatesOptions {
  /** Where the feed serves a rate set JSON ({asOf, base: 'EUR', rates, source?}). */
  readonly url: string;
  readonly clock: Clock;
  /** How long a fetched set is used before the feed is read again. */
  readonly ttlMs: number;
  /** Bound on one feed read; a quote waiting on a refresh never waits longer. Default 2000. */
  readonly timeoutMs?: number;
  /** Pause after a failed read before the feed is tried again. Default: ttlMs, at most one minute. */
  readonly retryAfterMs?: number;
  /** Served until the feed first answers well. Default: the bundled reference set. */
  readonly fallback?: RateSet;
  /** Told why a read failed (the composition root logs it); the last good set is served meanwhile. */
  readonly onRefreshFailed?: (reason: string) => void;
}

/**
 * Rates from an HTTP feed, cached for a TTL measured on the Clock port. A read that fails for any
 * reason (network, timeout, status, invalid set) keeps the last good set: conversion must never
 * fail a quote, and yesterday's rate beats no price at all. Concurrent callers share one read.
 */
export class HttpFxRates implements FxRates {
  readonly #options: HttpFxRatesOptions;
  #lastGood: RateSet;
  #freshUntil = Number.NEGATIVE_INFINITY;
  #reading: Promise<RateSet> | undefined;

  constructor(options: HttpFxRatesOptions) {
    this.#options = options;
    this.#lastGood = options.fallback ?? REFERENCE_RATE_SET;
  }

  current(): Promise<RateSet> {
    if (this.#options.clock.now() < this.#freshUntil) return Promise.resolve(this.#lastGood);
    this.#reading ??= this.#refresh().finally(() => {
      this.#reading = undefined;
    });
    return this.#reading;
  }

  async #refresh(): Promise<RateSet> {
    const { clock, ttlMs } = this.#options;
    try {
      this.#lastGood = await this.#read();
      this.#freshUntil = clock.now() + ttlMs;
    } catch (error) {
      this.#freshUntil = clock.now() + (this.#options.retryAfterMs ?? Math.min(ttlMs, 60_000));
      this.#options.onRefreshFailed?.(error instanceof Error ? error.message : String(error));
    }
    return this.#lastGood;
  }

  async #read(): Promise<RateSet> {
    const { url, timeoutMs = 2000 } = this.#options;
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`rate feed ${url} answered HTTP ${response.status}`);
    }
    return checkedRateSet(await response.json(), `rate feed ${url}`);
  }
}
