import { coachModule, ledgerModule, linksModule, pricingModule, type Logger, type ParasolModule } from '@parasol/core';
import { sandboxPricingSource } from '@parasol/adapter-sandbox';
import {
  catalogueFromEnvironment,
  StaticCardData,
  StaticCountryFacts,
  StaticFormalities,
  type EnvironmentCatalogue,
} from '@parasol/static-data';
import { HttpInsurerRater } from '@parasol/insurer-http';

export interface DefaultModulesOptions {
  /** Where adapters log (insurer rating failures at warn). */
  readonly logger?: Logger;
  /** Live catalogue; defaults to PARASOL_CATALOGUE, or the sample catalogue when unset. */
  readonly liveCatalogue?: EnvironmentCatalogue['catalogue'];
  /** Where travellers land (Coach quote URLs, later subscription links); PARASOL_FUNNEL_URL. */
  readonly funnelBaseUrl?: string;
}

export const DEFAULT_FUNNEL_URL = 'https://funnel.parasol.dev';

/** Feature modules of the embedded default, each bound to its default adapters. */
export function defaultModules(options: DefaultModulesOptions = {}): ParasolModule[] {
  return [
    pricingModule({
      sandbox: sandboxPricingSource(),
      live: { catalogue: options.liveCatalogue ?? catalogueFromEnvironment().catalogue, rater: new HttpInsurerRater(options.logger ? { logger: options.logger } : {}) },
    }),
    linksModule(),
    ledgerModule(),
    coachModule({
      cardData: new StaticCardData(),
      countryFacts: new StaticCountryFacts(),
      formalities: new StaticFormalities(),
      settings: { funnelBaseUrl: options.funnelBaseUrl ?? process.env.PARASOL_FUNNEL_URL ?? DEFAULT_FUNNEL_URL },
    }),
  ];
}
