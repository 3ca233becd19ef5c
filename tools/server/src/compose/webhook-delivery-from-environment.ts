import { parseRetrySchedule, type RetrySchedule } from '@parasol/core';

export const RETRY_SCHEDULE_ENV = 'PARASOL_WEBHOOKS_RETRY_SCHEDULE';
/** Read by the endpoint API's URL rules too (webhook-settings-from-environment.ts). */
const ALLOW_LOOPBACK = 'PARASOL_WEBHOOKS_ALLOW_LOOPBACK';

export interface WebhookDeliveryEnvironment {
  /** Replaces the default 3-day schedule (PARASOL_WEBHOOKS_RETRY_SCHEDULE, e.g. PT1S,PT2S,PT4S); absent: the default. */
  readonly schedule?: RetrySchedule;
  /** PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1: the sender may reach sandbox endpoints on loopback (never live ones). */
  readonly allowSandboxLoopback: boolean;
}

/** The sender's and the dispatcher's settings from the environment; a malformed schedule stops the start-up with its message. */
export const webhookDeliveryFromEnvironment = (env: NodeJS.ProcessEnv = process.env): WebhookDeliveryEnvironment => {
  const schedule = env[RETRY_SCHEDULE_ENV];
  return {
    ...(schedule === undefined || schedule === '' ? {} : { schedule: parseRetrySchedule(schedule) }),
    allowSandboxLoopback: env[ALLOW_LOOPBACK] === '1',
  };
};
