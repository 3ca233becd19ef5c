import { inject, injectable } from 'inversify';
import { ok, type Result } from '../shared/result.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { RateLimits } from '../limits/rate-limits.js';
import { endOfDay } from '../limits/windows.js';
import { burstLimitOf, type ApiKeyRecord } from '../contract/api-key.js';
import type { Operation, OperationRequest, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { ENDPOINTS } from '../contract/endpoints.js';
import { deepFrozenCopy } from '../shared/deep-frozen.js';
import { isoTime } from '../shared/iso-time.js';
import { GUARANTEES, GUARANTEE_STATES } from '../reference/guarantees.js';
import { INTENTS } from '../reference/intents.js';
import { LANGUAGES } from '../reference/languages.js';
import { API_VERSION, LIMITS } from '../reference/limits.js';
import { US_STATES } from '../reference/us-states.js';
import { CONVERTIBLE_CURRENCIES } from '../reference/currencies.js';

const iso = (ms: number | undefined) => (ms === undefined ? null : isoTime(ms));

/** Notes a partner needs to build a trip form; stable prose, English. */
export const TRIP_NOTES: readonly string[] = [
  'Dates are YYYY-MM-DD; endDate is on or after startDate; days of cover count both ends.',
  `Travellers: ${LIMITS.minTravellers} to ${LIMITS.maxTravellers}, each with an integer age from ${LIMITS.minAge} to ${LIMITS.maxAge}.`,
  `Above ${LIMITS.groupThreshold} travellers the group product replaces individual products, priced flat per head.`,
  `arrivalCountries: ${LIMITS.minDestinations} to ${LIMITS.maxDestinations} ISO 3166-1 alpha-2 codes.`,
  'stateResidence applies to US residents only (50 states plus DC, see usStates); territories are countries.',
  'tripPrice is the whole party\'s trip cost, required when shouldCoverCancellation is true.',
  `currency defaults to EUR; ${Object.keys(CONVERTIBLE_CURRENCIES).length} codes convert, any other leaves offers in the insurer's currency.`,
  'Intent humanitarianAuPair is read as humanitarian; annual and expat force isAnnual.',
  'The field tripInfo is accepted as an alias of trip.',
];

/**
 * The parts of the meta answer that are the same for every caller, frozen once: no caller's
 * change to an answer reaches the next one (and a transport may keep their written text).
 */
const REFERENCE = deepFrozenCopy({
  trip: {
    intents: INTENTS,
    languages: LANGUAGES,
    maxTravellers: LIMITS.maxTravellers,
    maxDestinations: LIMITS.maxDestinations,
    notes: TRIP_NOTES,
  },
  guarantees: GUARANTEES,
  states: GUARANTEE_STATES,
  usStates: US_STATES,
});

/** GET /api/v1/travel/meta: reference data plus the caller's own key state. Consumes no quota. */
@injectable()
export class GetMeta implements Operation<undefined, SuccessBody<'getMeta'>> {
  readonly endpoint = ENDPOINTS.getMeta;

  constructor(
    @inject(RateLimits) private readonly limits: RateLimits,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  parse(): Result<undefined> {
    return ok(undefined);
  }

  async run({ caller }: OperationRequest<undefined>): Promise<Result<OperationSuccess<SuccessBody<'getMeta'>>>> {
    const { key } = caller;
    return ok({
      status: 200,
      body: {
        ok: true,
        apiVersion: API_VERSION,
        key: {
          keyId: key.keyId,
          mode: key.mode,
          scopes: key.scopes,
          quota: await this.quota(key),
          lifetime: this.lifetime(key),
        },
        trip: REFERENCE.trip,
        guarantees: REFERENCE.guarantees,
        states: REFERENCE.states,
        usStates: REFERENCE.usStates,
      },
    });
  }

  private async quota(key: ApiKeyRecord) {
    const now = this.clock.now();
    const used = await this.limits.used(key, now);
    const bucket = (limit: number, count: number) => ({ limit, used: count, remaining: Math.max(0, limit - count) });
    return {
      reads: bucket(key.quota.reads, used.reads),
      writes: bucket(key.quota.writes, used.writes),
      resetsAt: isoTime(endOfDay(now)),
      burst: { limit: burstLimitOf(key), remaining: Math.max(0, burstLimitOf(key) - used.burst) },
    };
  }

  private lifetime(key: ApiKeyRecord) {
    const now = this.clock.now();
    const current = key.secrets[0];
    const previous = key.secrets.slice(1).filter((s) => s.retiresAt !== undefined && s.retiresAt > now);
    return {
      createdAt: isoTime(key.createdAt),
      rotatedAt: key.secrets.length > 1 && current ? iso(current.createdAt) : null,
      previousSecretExpiresAt: previous.length > 0 ? iso(Math.max(...previous.map((s) => s.retiresAt ?? 0))) : null,
      revoked: key.revokedAt !== undefined,
    };
  }
}
