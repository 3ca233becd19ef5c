import { inject, injectable } from 'inversify';
import type { Caller } from '../contract/operation.js';
import type { KeyMode } from '../contract/api-key.js';
import { KEY_STORE, type KeyStore } from '../ports/key-store.js';
import { PARTNER_STORE, type PartnerRecord, type PartnerStore } from '../ports/partner-store.js';
import { fail, ok, type Result } from '../shared/result.js';
import { travellerCaller } from '../funnel/traveller-caller.js';
import { widgetModeOf } from './widget-mode.js';
import { parseWidgetRef, type WidgetRef } from './widget-ref.js';

/** A widget's ref, resolved server-side: who it credits, which catalogue, and the caller its quotes and links run as. */
export interface WidgetAccount {
  readonly ref: WidgetRef;
  readonly partner: PartnerRecord;
  readonly mode: KeyMode;
  readonly caller: Caller;
}

/**
 * Resolves a widget's `data-ref` to one of its partner's active tracked links (spec: "Sales
 * through it are credited to the account"): BAD_REF when it is not `partnerCode-shortCode`,
 * REF_NOT_FOUND when no such partner has such a link, or it is archived. The widget's caller is
 * `widget:<partnerCode>-<shortCode>`, the ref itself: its sessions are bound to it, so they can
 * only ever be continued by the widget of that very ref, never by another partner's nor by
 * another tracked link of the same partner (a choice posted with another ref is BAD_SESSION_ID).
 */
@injectable()
export class ResolveWidget {
  constructor(
    @inject(PARTNER_STORE) private readonly partners: PartnerStore,
    @inject(KEY_STORE) private readonly keys: KeyStore,
  ) {}

  async run(refText: string): Promise<Result<WidgetAccount>> {
    const ref = parseWidgetRef(refText);
    if (ref === undefined) return fail('BAD_REF', 'data-ref must be your tracked ref, partnerCode-shortCode (letters and digits).');
    const partner = await this.partners.get(ref.partnerCode);
    const link = partner?.links.find((l) => l.code === ref.linkCode && !l.archived);
    if (partner === undefined || link === undefined) return fail('REF_NOT_FOUND', `${ref.ref} is not an active tracked link.`);
    const mode = await widgetModeOf(partner, this.keys);
    return ok({ ref, partner, mode, caller: travellerCaller(`widget:${ref.ref}`, mode, partner) });
  }
}
