import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from '@parasol/core';

/** The variable that lets sandbox webhook endpoints be on loopback and private addresses (tests, local development). */
export const ALLOW_LOOPBACK_ENV = 'PARASOL_WEBHOOKS_ALLOW_LOOPBACK';

/**
 * The webhook endpoint API's settings from the environment: PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1
 * admits loopback and private hosts for sandbox endpoints (never live ones); anything else keeps
 * them refused.
 */
export const webhookSettingsFromEnvironment = (env: NodeJS.ProcessEnv = process.env): WebhookSettings => ({
  ...DEFAULT_WEBHOOK_SETTINGS,
  allowLoopback: env[ALLOW_LOOPBACK_ENV] === '1',
});
