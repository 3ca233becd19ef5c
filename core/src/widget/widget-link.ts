import { inject, injectable } from 'inversify';
import { fail, ok, type Result } from '../shared/result.js';
import { MintLink } from '../subscriptions/mint-link.js';
import { parseLinkRequest, refuseIllFormedText } from '../validation/index.js';
import type { WidgetAccount } from './resolve-widget.js';
import { WidgetGate, type WidgetCall } from './widget-gate.js';

export interface WidgetLink {
  readonly account: WidgetAccount;
  readonly subscriptionId: string;
  /** The funnel url the traveller goes on to (the presubscribe form of the chosen offer). */
  readonly url: string;
}

/**
 * The traveller chose an offer in the widget: mints the widget session's subscription with the
 * link use case itself (MintLink: the spec's transition table, create-if-absent, the funnel),
 * with the ref's tracked link as linkCode, so the attribution is decided and stored server-side
 * from `data-ref`, never from anything the frame posts. As a /links call: a session this widget
 * did not open is BAD_SESSION_ID, an offer the catalogue lacks BAD_OFFER_ID. Same order of limits
 * as a widget quote.
 */
@injectable()
export class LinkThroughWidget {
  constructor(
    @inject(WidgetGate) private readonly gate: WidgetGate,
    @inject(MintLink) private readonly links: MintLink,
  ) {}

  async run(call: WidgetCall): Promise<Result<WidgetLink>> {
    const account = await this.gate.open(call);
    if (!account.ok) return account;
    const { caller, ref } = account.value;
    if (typeof call.body !== 'object' || call.body === null || Array.isArray(call.body)) return fail('BAD_REQUEST', 'The choice is not a form.');
    const choice = { ...call.body, linkCode: ref.linkCode };
    const input = parseLinkRequest(choice);
    if (!input.ok) return input;
    // The trip comes back from the frame as JSON text, which can carry a lone surrogate.
    const illFormed = refuseIllFormedText(choice, {}, (b) => parseLinkRequest(b));
    if (illFormed !== undefined) return { ok: false, failure: illFormed };
    const refused = await this.links.authorize(input.value, caller);
    if (refused !== undefined) return { ok: false, failure: refused };
    const spent = await this.gate.spend(account.value);
    if (!spent.ok) return spent;
    const minted = await this.links.run({ caller, input: input.value, requestId: 'widget-link' });
    if (!minted.ok) return minted;
    const body = minted.value.body as { subscriptionId: string; url: string };
    return ok({ account: account.value, subscriptionId: body.subscriptionId, url: body.url });
  }
}
