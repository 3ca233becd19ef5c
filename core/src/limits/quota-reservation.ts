import type { ApiKeyRecord, QuotaBucket } from '../contract/api-key.js';
import type { RateLimitState } from '../contract/signed-call.js';
import type { Admission, RateLimits } from './rate-limits.js';

/**
 * One call's hold on its key's quota, taken before the operation runs and settled once after it:
 *
 *   takeBurst()    the minute's slot, before the body is even parsed: every authenticated call counts;
 *   takeDaily()    the bucket's slot, for an endpoint that draws on one, before any work is done; a
 *                  refusal gives the burst slot back too (spec: a 429 is never counted);
 *   settle(kept)   keeps the daily slot, or gives it back: a refusal the operation decided upstream
 *                  (5xx), a throw, a success that costs nothing (a replayed link).
 *
 * The counts its increments returned make the answer's quota headers (state): no second read.
 */
export class QuotaReservation {
  private burst: number | undefined;
  /** The daily slot this call holds: its bucket, and the count its increment returned. */
  private daily: { readonly bucket: QuotaBucket; count: number } | undefined;
  private settled = false;

  constructor(
    private readonly limits: RateLimits,
    private readonly key: ApiKeyRecord,
    /** The endpoint's daily bucket, or null when it draws on none. */
    private readonly bucket: QuotaBucket | null,
    private readonly now: number,
  ) {}

  async takeBurst(): Promise<Admission> {
    const admission = await this.limits.takeBurst(this.key, this.now);
    if (admission.admitted) this.burst = admission.count;
    return admission;
  }

  /** The daily slot; undefined when the endpoint draws on no bucket (nothing to take). */
  async takeDaily(): Promise<Admission | undefined> {
    if (this.bucket === null) return undefined;
    const admission = await this.limits.takeDaily(this.key, this.bucket, this.now);
    if (admission.admitted) this.daily = { bucket: this.bucket, count: admission.count };
    else await this.limits.releaseBurst(this.key, this.now);
    return admission;
  }

  /**
   * Keeps the daily slot or gives it back, once. Best effort: a store that cannot take the slot
   * back (it may be the very failure) leaves the call charged; the answer stays what was decided.
   */
  async settle(kept: boolean): Promise<void> {
    const daily = this.daily;
    if (this.settled || daily === undefined) return;
    this.settled = true;
    if (kept) return;
    // Read before the try: only the store's failure is swallowed, never a slot this call does not hold.
    const { bucket } = daily;
    try {
      await this.limits.releaseDaily(this.key, bucket, this.now);
      daily.count -= 1;
    } catch {
      // Charged after all: see above.
    }
  }

  /** The quota headers of the answer, about `bucket`, from the counts this call holds. */
  state(bucket: QuotaBucket): Promise<RateLimitState> {
    const daily = this.daily?.bucket === bucket ? this.daily.count : undefined;
    return this.limits.state(this.key, bucket, this.now, { burst: this.burst, daily });
  }
}
