import type { ParasolModule } from '../contract/parasol-module.js';
import { OPERATION } from '../contract/operation.js';
import { LINK_SETTINGS, type LinkSettings } from './link-settings.js';
import { MintLink } from './mint-link.js';

/**
 * Binds POST /api/v1/travel/links. It needs createParasol's subscription store and funnel
 * (`stores.subscriptions`, `funnel`); without them start-up fails naming the missing one.
 */
export const linksModule =
  (options: { readonly settings?: LinkSettings } = {}): ParasolModule =>
  (bind) => {
    if (options.settings !== undefined) bind<LinkSettings>(LINK_SETTINGS).toConstantValue(options.settings);
    bind(OPERATION).to(MintLink);
  };
