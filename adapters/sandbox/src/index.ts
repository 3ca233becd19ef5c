import type { PricingSource } from '@parasol/core';
import { SANDBOX_CATALOGUE } from './sandbox-catalogue.js';
import { SandboxRater } from './sandbox-rater.js';

export * from './sandbox-catalogue.js';
export * from './sandbox-tariff.js';
export * from './sandbox-rater.js';
export * from './sandbox-policy-issuer.js';

/** The sandbox pair to bind under PRICING_SOURCE.sandbox: Sandcastle's catalogue and its in-process rater. */
export const sandboxPricingSource = (): PricingSource => ({
  catalogue: { current: async () => SANDBOX_CATALOGUE },
  rater: new SandboxRater(),
});
