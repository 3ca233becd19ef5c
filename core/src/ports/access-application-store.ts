import type { DailyQuota } from '../contract/api-key.js';

export type AccessApplicationStatus = 'pending' | 'approved' | 'refused';

/** Where the partner stands with distribution (spec: live access, "distribution status"). */
export type DistributionStatus = 'registered-intermediary' | 'ancillary-intermediary' | 'applying' | 'not-registered';

/**
 * A partner's application for live access (spec: an application stating volume, markets and
 * distribution status). An operator approves it, setting the live key's daily quota and the
 * commission rate, or refuses it with a reason the partner sees.
 */
export interface AccessApplicationRecord {
  /** Public id, `app_…`. */
  readonly applicationId: string;
  readonly partnerCode: string;
  /** Expected policies sold per month. */
  readonly expectedMonthlyVolume: number;
  /** ISO 3166-1 alpha-2 codes of the markets served. */
  readonly markets: readonly string[];
  readonly distributionStatus: DistributionStatus;
  readonly submittedBy: string;
  readonly submittedAt: number;
  readonly status: AccessApplicationStatus;
  readonly decidedBy?: string;
  readonly decidedAt?: number;
  readonly refusalReason?: string;
  /** Set on approval: the live key's daily buckets. */
  readonly quota?: DailyQuota;
  /** Set on approval: the partner's commission rate. */
  readonly commissionBps?: number;
  readonly version: number;
}

/** Applications, one document each (MongoDB: insertOne, replaceOne on {applicationId, version}). */
export interface AccessApplicationStore {
  get(applicationId: string): Promise<AccessApplicationRecord | undefined>;
  /** Create if absent; false when the id exists. */
  create(record: AccessApplicationRecord): Promise<boolean>;
  /** Compare-and-set on `version` (the new record's is expectedVersion + 1); false on a lost race. */
  replace(record: AccessApplicationRecord, expectedVersion: number): Promise<boolean>;
  /** A partner's applications, newest first. */
  listByPartner(partnerCode: string): Promise<readonly AccessApplicationRecord[]>;
  /** Every application in one status, oldest first (the operators' queue). */
  listByStatus(status: AccessApplicationStatus): Promise<readonly AccessApplicationRecord[]>;
}
export const ACCESS_APPLICATION_STORE = Symbol.for('parasol.AccessApplicationStore');
