import type { Container } from 'inversify';
import { ResolveWidget } from '../widget/resolve-widget.js';
import { LinkThroughWidget } from '../widget/widget-link.js';
import { QuoteThroughWidget } from '../widget/widget-quote.js';
import { FormTokens } from './form-tokens.js';
import { OpenFunnel } from './open-funnel.js';
import { Presubscribe } from './presubscribe.js';
import { SandboxPayment } from './sandbox-payment.js';

export type { TravellerSettings } from './traveller-module.js';

/** What the traveller-facing pages call: no signature, no key (the widget's ref and the subscription id decide). */
export interface TravellerFlows {
  readonly widget: {
    readonly resolve: ResolveWidget;
    readonly quote: QuoteThroughWidget;
    readonly link: LinkThroughWidget;
  };
  readonly funnel: {
    readonly open: OpenFunnel;
    readonly presubscribe: Presubscribe;
    readonly pay: SandboxPayment;
    readonly forms: FormTokens;
  };
}

/**
 * The traveller flows of a container that loaded travellerModule (createParasol does, when asked
 * for them). They are reached by a transport's public pages, never by a signed call, so they take
 * no part in the request pipeline; they share its container, and so its ports.
 */
export function travellerFlowsOf(container: Container): TravellerFlows {
  return {
    widget: { resolve: container.get(ResolveWidget), quote: container.get(QuoteThroughWidget), link: container.get(LinkThroughWidget) },
    funnel: {
      open: container.get(OpenFunnel),
      presubscribe: container.get(Presubscribe),
      pay: container.get(SandboxPayment),
      forms: container.get(FormTokens),
    },
  };
}
