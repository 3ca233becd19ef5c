import { ajvForShippedSchemas } from '../validation/ajv-for-shipped-schemas.js';
import { lazyValidator } from '../validation/lazy-validator.js';
import bootstrapSchema from '../schemas/bootstrap.schema.json' with { type: 'json' };
import type { CardMode, DailyQuota, KeyMode, Scope } from '../contract/api-key.js';
import { modeOfKeyId } from '../contract/api-key.js';
import type { KeyLifecycle } from '../auth/key-lifecycle.js';
import type { PartnerAccounts } from '../partners/partner-accounts.js';
import { partnerProblems } from '../partners/partner-accounts.js';
import type { PartnerStatus, PartnerStore, TrackedLink } from '../ports/partner-store.js';

/** The bootstrap file (core/src/schemas/bootstrap.schema.json). */
export interface BootstrapDocument {
  readonly partners?: readonly {
    code: string;
    status?: PartnerStatus;
    baseRateBps: number;
    commissionBps?: number;
    links?: readonly { code: string; archived?: boolean; default?: boolean }[];
  }[];
  readonly keys?: readonly {
    keyId: string;
    secret: string;
    mode: KeyMode;
    scopes: readonly Scope[];
    partner?: string;
    quota?: DailyQuota & { burstPerMinute?: number };
    cardModes?: readonly CardMode[];
  }[];
}

export interface BootstrapReport {
  readonly partners: { readonly created: string[]; readonly updated: string[] };
  readonly keys: { readonly created: string[]; readonly kept: string[] };
}

/** A bootstrap file that cannot be applied; start-up stops with this message. */
export class BootstrapError extends Error {
  override readonly name = 'BootstrapError';
}

const validate = lazyValidator(() => ajvForShippedSchemas({ allErrors: true, useDefaults: true }).compile<BootstrapDocument>(bootstrapSchema));

/** Checks the whole file before writing anything, so a bad file changes nothing. */
export function checkBootstrap(document: unknown): BootstrapDocument {
  const copy: unknown = structuredClone(document);
  if (!validate(copy)) {
    const lines = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`);
    throw new BootstrapError(`Bootstrap file does not match bootstrap.schema.json:\n  ${lines.join('\n  ')}`);
  }
  const doc = copy as BootstrapDocument;
  const problems: string[] = [];
  const partnerCodes = new Set<string>();
  for (const p of doc.partners ?? []) {
    if (partnerCodes.has(p.code)) problems.push(`partner ${p.code} appears twice`);
    partnerCodes.add(p.code);
    const links = toLinks(p.links);
    problems.push(...partnerProblems({ code: p.code, baseRateBps: p.baseRateBps, commissionBps: p.commissionBps ?? p.baseRateBps, links }).map((m) => `partner ${p.code}: ${m}`));
  }
  const keyIds = new Set<string>();
  for (const k of doc.keys ?? []) {
    if (keyIds.has(k.keyId)) problems.push(`key ${k.keyId} appears twice`);
    keyIds.add(k.keyId);
    if (modeOfKeyId(k.keyId) !== k.mode) problems.push(`key ${k.keyId}: a ${k.mode} key id starts with ${k.mode === 'live' ? 'ak_live_' : 'ak_test_'}`);
    if (k.mode === 'sandbox' && k.cardModes?.includes('catalogueId')) problems.push(`key ${k.keyId}: sandbox keys cannot use the catalogueId card mode`);
  }
  if (problems.length > 0) throw new BootstrapError(`Bootstrap file is inconsistent:\n  ${problems.join('\n  ')}`);
  return doc;
}

/**
 * Every key's partner must be declared in the file or already stored (`isStored`). Start-up asks
 * the partner store; `parasol admin check-bootstrap`, which has none, answers "not stored", as a
 * first start-up on memory storage would. One function, so both give the same verdict.
 */
export async function checkKeyPartners(doc: BootstrapDocument, isStored: (partnerCode: string) => Promise<boolean>): Promise<void> {
  const declared = new Set((doc.partners ?? []).map((p) => p.code));
  const problems: string[] = [];
  for (const k of doc.keys ?? []) {
    if (k.partner !== undefined && !declared.has(k.partner) && !(await isStored(k.partner))) problems.push(`key ${k.keyId}: unknown partner ${k.partner}`);
  }
  if (problems.length > 0) throw new BootstrapError(`Bootstrap file is inconsistent:\n  ${problems.join('\n  ')}`);
}

type BootstrapLink = { code: string; archived?: boolean; default?: boolean };
const toLinks = (links: readonly BootstrapLink[] | undefined): TrackedLink[] =>
  (links ?? []).map((l) => ({ code: l.code, archived: l.archived ?? false, default: l.default ?? false }));

/** Applies a checked bootstrap file: idempotent, so every start-up can load the same file. */
export async function applyBootstrap(
  document: unknown,
  deps: { partners: PartnerAccounts; keys: KeyLifecycle; store: PartnerStore },
): Promise<BootstrapReport> {
  const doc = checkBootstrap(document);
  // Checked before any write: a bad file changes nothing.
  await checkKeyPartners(doc, async (code) => (await deps.store.get(code)) !== undefined);
  const report: BootstrapReport = { partners: { created: [], updated: [] }, keys: { created: [], kept: [] } };
  for (const p of doc.partners ?? []) {
    const links = toLinks(p.links);
    const wanted = { code: p.code, status: p.status ?? 'pending', baseRateBps: p.baseRateBps, commissionBps: p.commissionBps ?? p.baseRateBps, links };
    const existing = await deps.store.get(p.code);
    if (!existing) {
      const created = await deps.partners.register(wanted);
      if (!created.ok) throw new BootstrapError(`partner ${p.code}: ${created.failure.detail ?? created.failure.code}`);
      report.partners.created.push(p.code);
    } else {
      const next = { ...existing, ...wanted, links: links.length > 0 ? links : existing.links, version: existing.version + 1 };
      if (!(await deps.store.replace(next, existing.version))) throw new BootstrapError(`partner ${p.code} changed while bootstrapping`);
      report.partners.updated.push(p.code);
    }
  }
  for (const k of doc.keys ?? []) {
    const created = await deps.keys.create({
      keyId: k.keyId,
      secret: k.secret,
      mode: k.mode,
      scopes: k.scopes,
      ...(k.partner === undefined ? {} : { partnerCode: k.partner }),
      ...(k.quota === undefined ? {} : { quota: { reads: k.quota.reads, writes: k.quota.writes } }),
      ...(k.quota?.burstPerMinute === undefined ? {} : { burstPerMinute: k.quota.burstPerMinute }),
      ...(k.cardModes === undefined ? {} : { cardModes: k.cardModes }),
    });
    (created.ok ? report.keys.created : report.keys.kept).push(k.keyId);
  }
  return report;
}
