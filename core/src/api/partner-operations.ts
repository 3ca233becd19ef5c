import type { KeyMode } from '../contract/api-key.js';
import type { Caller, Operation, OperationSuccess } from '../contract/operation.js';
import type { PartnerRecord } from '../ports/partner-store.js';
import type { Result } from '../shared/result.js';

/** What a partner's own call asks, without its transport: the decoded body, and the query with the path's parameters. */
export interface PartnerRequest {
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string>>;
}

/**
 * The API's operations run as a partner's own call, for the partner console: the same parse,
 * authorize and run as the signed call to that endpoint, so the console applies the API's rules
 * and never a copy of them. No key is authenticated and no quota, burst or idempotency key is
 * taken (the console's users are signed in and checked against the account themselves); the
 * endpoints the console uses this way (webhooks, payouts) consume no quota anyway.
 */
export interface PartnerOperations {
  /** Whether this composition serves the endpoint (the webhooks and payouts modules may be left out). */
  serves(endpointId: string): boolean;
  /** NOT_FOUND when the endpoint is not composed or the partner does not exist. */
  run(endpointId: string, partnerCode: string, mode: KeyMode, request?: PartnerRequest): Promise<Result<OperationSuccess>>;
}

/**
 * The caller of a console call: like the traveller flows' caller, its key is never stored and
 * its id (`console:{partner}`) has no key prefix, so no signed call can ever authenticate as it.
 */
const consoleCaller = (partner: PartnerRecord, mode: KeyMode): Caller => ({
  key: { keyId: `console:${partner.code}`, mode, scopes: [], partnerCode: partner.code, quota: { reads: 0, writes: 0 }, cardModes: [], secrets: [], createdAt: 0, version: 0 },
  mode,
  partner,
});

export const partnerOperations = (operations: readonly Operation[], partnerOf: (code: string) => Promise<PartnerRecord | undefined>): PartnerOperations => {
  const byId = new Map(operations.map((operation) => [operation.endpoint.id, operation]));
  return {
    serves: (endpointId) => byId.has(endpointId),
    async run(endpointId, partnerCode, mode, request = {}) {
      const operation = byId.get(endpointId);
      const partner = operation === undefined ? undefined : await partnerOf(partnerCode);
      if (operation === undefined || partner === undefined) return { ok: false, failure: { code: 'NOT_FOUND', detail: `No ${endpointId} for ${partnerCode} here.` } };
      const caller = consoleCaller(partner, mode);
      const input = operation.parse(request.body, request.query ?? {});
      if (!input.ok) return input;
      const refused = operation.authorize ? await operation.authorize(input.value, caller) : undefined;
      if (refused !== undefined) return { ok: false, failure: refused };
      return operation.run({ caller, input: input.value, requestId: `console-${endpointId}` });
    },
  };
};
