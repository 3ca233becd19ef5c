import type { PartnerRecord } from '../contract/partner.js';

// The records live with the contract, which every layer reads (a caller carries its partner).
export type { PartnerRecord, PartnerStatus, TrackedLink } from '../contract/partner.js';

export interface PartnerStore {
  get(code: string): Promise<PartnerRecord | undefined>;
  create(record: PartnerRecord): Promise<boolean>;
  replace(record: PartnerRecord, expectedVersion: number): Promise<boolean>;
}
export const PARTNER_STORE = Symbol.for('parasol.PartnerStore');
