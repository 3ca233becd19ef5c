import { ContainerModule, type Newable } from 'inversify';
import { PRICING_SOURCE, type PricingSource } from '../ports/offer-catalogue.js';
import { PriceTrip } from '../pricing/price-trip.js';
import { SESSION_SECRET } from '../sessions/session-tokens.js';
import { MintLink } from '../subscriptions/mint-link.js';
import { ResolveWidget } from '../widget/resolve-widget.js';
import { LinkThroughWidget } from '../widget/widget-link.js';
import { WidgetGate } from '../widget/widget-gate.js';
import { WidgetLimits } from '../widget/widget-limits.js';
import { QuoteThroughWidget } from '../widget/widget-quote.js';
import { WIDGET_SETTINGS, type WidgetSettings } from '../widget/widget-settings.js';
import { FormTokens } from './form-tokens.js';
import { OpenFunnel } from './open-funnel.js';
import { Presubscribe } from './presubscribe.js';
import { RepriceSubscription } from './reprice-subscription.js';
import { SandboxPayment } from './sandbox-payment.js';
import { CancelSubscription } from '../checkout/cancel-subscription.js';
import { CarryOutCheckoutEffects } from '../checkout/carry-out-checkout-effects.js';
import { CHECKOUT_PAGES, type CheckoutPages } from '../checkout/checkout-pages.js';
import { RecordCheckoutEvent } from '../checkout/record-checkout-event.js';
import { RecordPaymentOutcome } from '../checkout/record-payment-outcome.js';
import { RetryPayment } from '../checkout/retry-payment.js';
import { StartCheckout } from '../checkout/start-checkout.js';
import { SyncSubscriptionStage } from '../checkout/sync-subscription-stage.js';

/** What the traveller pages are configured with; the ports are the composition's. */
export interface TravellerSettings {
  /** The widget's abuse limits; DEFAULT_WIDGET_SETTINGS when absent. */
  readonly widget?: WidgetSettings;
  /**
   * What the widget prices with when no pricing module is composed (an API composed without
   * quotes still serves the widget); the pricing module's sources otherwise, and this is unused.
   */
  readonly pricing?: { readonly sandbox: PricingSource; readonly live: PricingSource };
  /** Where the payment page returns the traveller (live checkout); without it live checkout is unavailable. */
  readonly checkoutPages?: CheckoutPages;
}

/**
 * The widget's and the embedded funnel's use cases, bound in the API's own container: they price
 * with the pricing module's sources and mint with the links module's settings, over the same
 * stores, FX rates, funnel and session secret. They need the subscription store, FX rates, the
 * funnel and pricing sources (the pricing module's, else `settings.pricing`); a composition
 * without one of them is refused at start-up.
 * Pricing and minting are the API's own use cases (PriceTrip, MintLink), bound here by class,
 * since the pipeline reaches its copies as operations.
 */
export const travellerModule = (settings: TravellerSettings = {}): ContainerModule =>
  new ContainerModule(({ bind, isBound }) => {
    const services: Newable[] = [PriceTrip, MintLink, RepriceSubscription, OpenFunnel, Presubscribe, SandboxPayment, WidgetLimits, ResolveWidget, WidgetGate, QuoteThroughWidget, LinkThroughWidget];
    for (const service of services) bind(service).toSelf();
    // Live checkout's use cases: resolved only when its ports are bound (travellerFlowsOf).
    const checkout: Newable[] = [SyncSubscriptionStage, RecordCheckoutEvent, CarryOutCheckoutEffects, StartCheckout, RecordPaymentOutcome, RetryPayment, CancelSubscription];
    for (const service of checkout) bind(service).toSelf();
    if (settings.checkoutPages) bind<CheckoutPages>(CHECKOUT_PAGES).toConstantValue(settings.checkoutPages);
    bind(FormTokens).toResolvedValue((secret: Uint8Array) => new FormTokens(secret), [SESSION_SECRET]);
    // Loaded after the feature modules (createParasol), so a pricing module's sources are bound by now.
    if (settings.pricing && !isBound(PRICING_SOURCE.sandbox)) {
      bind<PricingSource>(PRICING_SOURCE.sandbox).toConstantValue(settings.pricing.sandbox);
      bind<PricingSource>(PRICING_SOURCE.live).toConstantValue(settings.pricing.live);
    }
    if (settings.widget) bind<WidgetSettings>(WIDGET_SETTINGS).toConstantValue(settings.widget);
  });
