import type { ParasolModule } from '../contract/parasol-module.js';
import { OPERATION } from '../contract/operation.js';
import { PRICING_SOURCE, type PricingSource } from '../ports/offer-catalogue.js';
import { PriceTrip } from './price-trip.js';
import { PRICING_SETTINGS, type PricingSettings } from './pricing-settings.js';

export interface PricingModuleOptions {
  /** The sandbox pair (adapters/sandbox: sandboxPricingSource()). */
  readonly sandbox: PricingSource;
  /** The live pair: the catalogue file (adapters/static-data) and the HTTP rater (adapters/insurer-http). */
  readonly live: PricingSource;
  readonly settings?: PricingSettings;
}

/** Binds POST /api/v1/travel/quotes and its own ports, for createParasol({ modules }); FX rates and session tokens are createParasol's. */
export const pricingModule =
  (options: PricingModuleOptions): ParasolModule =>
  (bind) => {
    bind<PricingSource>(PRICING_SOURCE.sandbox).toConstantValue(options.sandbox);
    bind<PricingSource>(PRICING_SOURCE.live).toConstantValue(options.live);
    if (options.settings !== undefined) bind<PricingSettings>(PRICING_SETTINGS).toConstantValue(options.settings);
    bind(OPERATION).to(PriceTrip);
  };
