import { PAYMENT_PROVIDER, type ParasolModule, type PaymentProvider } from '@parasol/core';

/** The variable that turns payments on (docs/checkout.md, "Configuration"). */
export const STRIPE_SECRET_KEY_ENV = 'PARASOL_STRIPE_SECRET_KEY';

/**
 * The payment provider the environment configures: the Stripe adapter when
 * PARASOL_STRIPE_SECRET_KEY is set, else undefined. The adapter (and the stripe SDK, ~0.3 s and
 * 20 MB to load) is imported only then, so a server without payments never loads it. A half
 * configuration rejects with a message naming the missing variable.
 */
export async function paymentProviderFromEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<PaymentProvider | undefined> {
  if (!env[STRIPE_SECRET_KEY_ENV]) return undefined;
  const { StripePaymentProvider, stripeSettingsFromEnvironment } = await import('@parasol/payment-stripe');
  const settings = stripeSettingsFromEnvironment(env);
  return settings === undefined ? undefined : new StripePaymentProvider(settings);
}

/**
 * Binds the payment port, which live checkout resolves (docs/checkout.md); a composition
 * without a provider binds nothing, and live subscriptions cannot be bought.
 */
export const paymentsModule =
  (provider: PaymentProvider): ParasolModule =>
  (bind) => {
    bind<PaymentProvider>(PAYMENT_PROVIDER).toConstantValue(provider);
  };
