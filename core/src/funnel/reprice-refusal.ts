import type { Failure } from '../shared/result.js';
import type { FunnelRefusal } from './funnel-view.js';

/** A re-rate that failed upstream: pricing's only failures are PRICING_TIMEOUT and PRICING_UNAVAILABLE. */
export const repriceRefusal = (failure: Failure): FunnelRefusal => ({ reason: 'pricing', timeout: failure.code === 'PRICING_TIMEOUT' });
