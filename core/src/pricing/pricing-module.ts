import type { ParasolModule } from '../api/create-parasol.js';
import { OPERATION } from '../api/operation.js';
import { FX_RATES, type FxRates } from '../ports/fx-rates.js';
import { PRICING_SOURCE, type PricingSource } from '../ports/offer-catalogue.js';
import { SESSION_SECRET, SessionTokens } from '../sessions/session-tokens.js';
import { PriceTrip } from './price-trip.js';
import { PRICING_SETTINGS, type PricingSettings } from './pricing-settings.js';

export interface PricingModuleOptions {
  /** The sandbox pair (adapters/sandbox: sandboxPricingSource()). */
  readonly sandbox: PricingSource;
  /** The live pair: the catalogue file (adapters/static-data) and the HTTP rater (adapters/insurer-http). */
  readonly live: PricingSource;
  /** Left out when another module already binds FX_RATES. */
  readonly fx?: FxRates;
  /** Key of the qs_ session MACs (32 random bytes). Restarting with a new one only costs open sessions their continuation. */
  readonly sessionSecret: Uint8Array;
  readonly settings?: PricingSettings;
}

/** Binds POST /api/v1/travel/quotes and what it needs, for createParasol({ modules }). */
export const pricingModule =
  (options: PricingModuleOptions): ParasolModule =>
  (bind) => {
    bind<PricingSource>(PRICING_SOURCE.sandbox).toConstantValue(options.sandbox);
    bind<PricingSource>(PRICING_SOURCE.live).toConstantValue(options.live);
    if (options.fx !== undefined) bind<FxRates>(FX_RATES).toConstantValue(options.fx);
    bind<Uint8Array>(SESSION_SECRET).toConstantValue(options.sessionSecret);
    if (options.settings !== undefined) bind<PricingSettings>(PRICING_SETTINGS).toConstantValue(options.settings);
    bind(SessionTokens).to(SessionTokens);
    bind(OPERATION).to(PriceTrip);
  };
