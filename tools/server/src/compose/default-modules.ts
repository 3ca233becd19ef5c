import { coachModule, ledgerModule, linksModule, pricingModule, webhookEndpointsModule, type FunnelSaleBook, type Logger, type ParasolModule, type PricingSource, type WebhookSettings } from '@parasol/core';
import { sandboxPricingSource } from '@parasol/adapter-sandbox';
import {
  catalogueFromEnvironment,
  StaticCardData,
  StaticCountryFacts,
  StaticFormalities,
  type EnvironmentCatalogue,
} from '@parasol/static-data';
import { HttpInsurerRater, type HttpInsurerRaterOptions } from '@parasol/insurer-http';
import { webhookSettingsFromEnvironment } from './webhook-settings-from-environment.js';

export interface DefaultModulesOptions {
  /** Where the funnel's sales are booked instead of the ledger's own BookFunnelSale (a test double). */
  readonly funnelSales?: FunnelSaleBook;
  /** Where adapters log (insurer rating failures at warn). */
  readonly logger?: Logger;
  /** Observes each insurer rating call over HTTP (metrics: tools/server/src/compose/metrics). */
  readonly observeRating?: HttpInsurerRaterOptions['observe'];
  /** Live catalogue; defaults to PARASOL_CATALOGUE, or the sample catalogue when unset. */
  readonly liveCatalogue?: EnvironmentCatalogue['catalogue'];
  /** Where travellers land (Coach quote URLs, later subscription links); PARASOL_FUNNEL_URL. */
  readonly funnelBaseUrl?: string;
  /** The pricing sources, when they are shared with something else (the traveller pages); defaultPricingSources otherwise. */
  readonly pricing?: PricingSources;
  /** The webhook endpoint API's URL rules; webhookSettingsFromEnvironment (PARASOL_WEBHOOKS_ALLOW_LOOPBACK) when absent. */
  readonly webhooks?: WebhookSettings;
}

/** The sandbox pair and the live pair that price quotes. */
export interface PricingSources {
  readonly sandbox: PricingSource;
  readonly live: PricingSource;
}

/** The embedded default's pricing sources: the sandbox catalogue, and the live catalogue rated over HTTP. */
export function defaultPricingSources(options: Pick<DefaultModulesOptions, 'logger' | 'liveCatalogue' | 'observeRating'> = {}): PricingSources {
  const rater = new HttpInsurerRater({ ...(options.logger ? { logger: options.logger } : {}), ...(options.observeRating ? { observe: options.observeRating } : {}) });
  return {
    sandbox: sandboxPricingSource(),
    live: { catalogue: options.liveCatalogue ?? catalogueFromEnvironment().catalogue, rater },
  };
}

export const DEFAULT_FUNNEL_URL = 'https://funnel.parasol.dev';

/** Feature modules of the embedded default, each bound to its default adapters. */
export function defaultModules(options: DefaultModulesOptions = {}): ParasolModule[] {
  return [
    pricingModule(options.pricing ?? defaultPricingSources(options)),
    linksModule(),
    ledgerModule(options.funnelSales ? { funnelSales: options.funnelSales } : {}),
    coachModule({
      cardData: new StaticCardData(),
      countryFacts: new StaticCountryFacts(),
      formalities: new StaticFormalities(),
      settings: { funnelBaseUrl: options.funnelBaseUrl ?? process.env.PARASOL_FUNNEL_URL ?? DEFAULT_FUNNEL_URL },
    }),
    webhookEndpointsModule({ settings: options.webhooks ?? webhookSettingsFromEnvironment() }),
  ];
}
