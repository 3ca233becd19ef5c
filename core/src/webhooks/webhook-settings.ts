/** How the endpoint API judges the URLs partners register (the composition reads them from the environment). */
export interface WebhookSettings {
  /**
   * Sandbox endpoints may be on a loopback or private address (127.0.0.1, 10.x, ...): tests and
   * local development, PARASOL_WEBHOOKS_ALLOW_LOOPBACK=1. Never in live, whatever this says.
   */
  readonly allowLoopback: boolean;
  /** Endpoints a partner may have in one mode. */
  readonly maxEndpoints: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = { allowLoopback: false, maxEndpoints: 16 };

export const WEBHOOK_SETTINGS = Symbol.for('parasol.WebhookSettings');
