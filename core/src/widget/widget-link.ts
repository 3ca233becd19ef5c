import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { fail, ok, type Result } from '../shared/result.js';
import { MintLink } from '../subscriptions/mint-link.js';
import { parseLinkRequest } from '../validation/index.js';
import { ResolveWidget, type WidgetAccount } from './resolve-widget.js';
import { WidgetLimits } from './widget-limits.js';
import { widgetRateLimited, type WidgetCall } from './widget-quote.js';

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
    @inject(WidgetLimits) private readonly limits: WidgetLimits,
    @inject(ResolveWidget) private readonly resolve: ResolveWidget,
    @inject(MintLink) private readonly links: MintLink,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(call: WidgetCall): Promise<Result<WidgetLink>> {
    const now = this.clock.now();
    const client = await this.limits.takeClient(call.client, now);
    if (!client.admitted) return widgetRateLimited(client);
    const account = await this.resolve.run(call.ref);
    if (!account.ok) return account;
    const { caller, ref } = account.value;
    if (typeof call.body !== 'object' || call.body === null || Array.isArray(call.body)) return fail('BAD_REQUEST', 'The choice is not a form.');
    const input = parseLinkRequest({ ...call.body, linkCode: ref.linkCode });
    if (!input.ok) return input;
    const refused = await this.links.authorize(input.value, caller);
    if (refused !== undefined) return { ok: false, failure: refused };
    const admitted = await this.limits.takeRef(ref.ref, now);
    if (!admitted.admitted) return widgetRateLimited(admitted);
    const minted = await this.links.run({ caller, input: input.value, requestId: 'widget-link' });
    if (!minted.ok) return minted;
    const body = minted.value.body as { subscriptionId: string; url: string };
    return ok({ account: account.value, subscriptionId: body.subscriptionId, url: body.url });
  }
}
