import type { Container } from 'inversify';
import { CancelSubscription } from '../checkout/cancel-subscription.js';
import { CarryOutCheckoutEffects } from '../checkout/carry-out-checkout-effects.js';
import { RecordPaymentOutcome } from '../checkout/record-payment-outcome.js';
import { RetryPayment } from '../checkout/retry-payment.js';
import { StartCheckout } from '../checkout/start-checkout.js';
import { CHECKOUT_PAGES } from '../checkout/checkout-pages.js';
import { CHECKOUT_STORE, type CheckoutStore } from '../ports/checkout-store.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { FUNNEL_SALE_BOOK } from '../ports/funnel-sale-book.js';
import { PAYMENT_PROVIDER } from '../ports/payment-provider.js';
import { POLICY_ISSUER } from '../ports/policy-issuer.js';
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
  /**
   * Live checkout (docs/checkout.md): present only when the composition binds a payment
   * provider, a policy issuer, a funnel sale book and a checkout store. Absent, a live
   * subscription is never sold: its payment step says purchase is unavailable.
   */
  readonly checkout?: CheckoutFlows;
}

/** The live checkout's use cases, and its store for the pages that only read it. */
export interface CheckoutFlows {
  readonly start: StartCheckout;
  readonly recordPayment: RecordPaymentOutcome;
  readonly retry: RetryPayment;
  readonly cancel: CancelSubscription;
  readonly runEffects: CarryOutCheckoutEffects;
  readonly store: CheckoutStore;
  /** The composition's clock: the pages say whether the cooling-off window is still open. */
  readonly clock: Clock;
}

/** The ports live checkout needs, each named by its token (what /readyz and start-up report missing). */
export const CHECKOUT_PORTS = { paymentProvider: PAYMENT_PROVIDER, policyIssuer: POLICY_ISSUER, funnelSaleBook: FUNNEL_SALE_BOOK, checkoutStore: CHECKOUT_STORE, checkoutPages: CHECKOUT_PAGES } as const;

/** What live checkout lacks in this container: [] when it can sell. */
export const missingCheckoutPorts = (container: Container): string[] =>
  Object.entries(CHECKOUT_PORTS)
    .filter(([, token]) => !container.isBound(token))
    .map(([name]) => name);

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
    ...(missingCheckoutPorts(container).length === 0
      ? {
          checkout: {
            start: container.get(StartCheckout),
            recordPayment: container.get(RecordPaymentOutcome),
            retry: container.get(RetryPayment),
            cancel: container.get(CancelSubscription),
            runEffects: container.get(CarryOutCheckoutEffects),
            store: container.get<CheckoutStore>(CHECKOUT_STORE),
            clock: container.get<Clock>(CLOCK),
          },
        }
      : {}),
  };
}
