import 'reflect-metadata';
import { Container, type Newable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { COUNTER_STORE, type CounterStore } from '../ports/counter-store.js';
import { FX_RATES, type FxRates } from '../ports/fx-rates.js';
import { KEY_STORE, type KeyStore } from '../ports/key-store.js';
import { PRICING_SOURCE, type PricingSource } from '../ports/offer-catalogue.js';
import { PARTNER_STORE, type PartnerStore } from '../ports/partner-store.js';
import { QUOTE_FUNNEL, type QuoteFunnel } from '../ports/quote-funnel.js';
import { RANDOM, type Random } from '../ports/random.js';
import { SUBSCRIPTION_STORE, type SubscriptionStore } from '../ports/subscription-store.js';
import { PriceTrip } from '../pricing/price-trip.js';
import { PRICING_SETTINGS, type PricingSettings } from '../pricing/pricing-settings.js';
import { SESSION_SECRET, SessionTokens } from '../sessions/session-tokens.js';
import { AdvanceSubscription } from '../subscriptions/advance-subscription.js';
import { LINK_SETTINGS, type LinkSettings } from '../subscriptions/link-settings.js';
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

/**
 * The same stores, pricing sources, FX rates and funnel the facade (createParasol) was given:
 * the traveller flows read and write what the API reads and writes.
 */
export interface TravellerFlowsOptions {
  readonly stores: {
    readonly partners: PartnerStore;
    readonly keys: KeyStore;
    readonly counters: CounterStore;
    readonly subscriptions: SubscriptionStore;
  };
  readonly pricing: { readonly sandbox: PricingSource; readonly live: PricingSource; readonly settings?: PricingSettings };
  readonly fx: FxRates;
  readonly funnel: QuoteFunnel;
  readonly clock: Clock;
  readonly random: Random;
  /** 32 bytes keying widget session tokens and the funnel's form tokens; instances that share a store share it. */
  readonly secret: Uint8Array;
  readonly widget?: WidgetSettings;
  readonly links?: LinkSettings;
}

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
 * Composes the widget's and the embedded funnel's use cases over the facade's ports, beside
 * createParasol rather than inside it: they are reached by a transport's public pages, never by a
 * signed call, so they take no part in the request pipeline. Pricing and minting are the API's
 * own use cases (PriceTrip, MintLink, AdvanceSubscription), bound here to the same ports.
 */
export function createTravellerFlows(options: TravellerFlowsOptions): TravellerFlows {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(PARTNER_STORE).toConstantValue(options.stores.partners);
  container.bind(KEY_STORE).toConstantValue(options.stores.keys);
  container.bind(COUNTER_STORE).toConstantValue(options.stores.counters);
  container.bind(SUBSCRIPTION_STORE).toConstantValue(options.stores.subscriptions);
  container.bind(PRICING_SOURCE.sandbox).toConstantValue(options.pricing.sandbox);
  container.bind(PRICING_SOURCE.live).toConstantValue(options.pricing.live);
  if (options.pricing.settings) container.bind(PRICING_SETTINGS).toConstantValue(options.pricing.settings);
  if (options.widget) container.bind(WIDGET_SETTINGS).toConstantValue(options.widget);
  if (options.links) container.bind(LINK_SETTINGS).toConstantValue(options.links);
  container.bind(FX_RATES).toConstantValue(options.fx);
  container.bind(QUOTE_FUNNEL).toConstantValue(options.funnel);
  container.bind(CLOCK).toConstantValue(options.clock);
  container.bind(RANDOM).toConstantValue(options.random);
  container.bind(SESSION_SECRET).toConstantValue(options.secret);
  const services: Newable[] = [SessionTokens, PriceTrip, MintLink, AdvanceSubscription, RepriceSubscription, OpenFunnel, Presubscribe, SandboxPayment, WidgetLimits, ResolveWidget, WidgetGate, QuoteThroughWidget, LinkThroughWidget];
  for (const service of services) container.bind(service).toSelf();
  return {
    widget: { resolve: container.get(ResolveWidget), quote: container.get(QuoteThroughWidget), link: container.get(LinkThroughWidget) },
    funnel: {
      open: container.get(OpenFunnel),
      presubscribe: container.get(Presubscribe),
      pay: container.get(SandboxPayment),
      forms: new FormTokens(options.secret),
    },
  };
}
