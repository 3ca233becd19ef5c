/** Deployment settings of the Coach, bound by the composition root. */
export interface CoachSettings {
  /** Base URL of the subscription funnel; quote URLs are built on it. */
  readonly funnelBaseUrl: string;
}
export const COACH_SETTINGS = Symbol.for('parasol.CoachSettings');

/** Version of the engine's rules and tables (spec: meta.engineVersion); bumped with any rule or figure change. */
export const ENGINE_VERSION = '1.3.0';
