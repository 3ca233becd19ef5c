import type { Failure } from '../shared/result.js';
import { sentTrip, sentTripField } from './trip-alias.js';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The one trip rule JSON Schema cannot state: endDate on or after startDate (BAD_DATES). Dates
 * of the right shape compare as strings; a malformed date is the schema's to report.
 */
export const datesOutOfOrder = (body: Readonly<Record<string, unknown>>): Failure | undefined => {
  const trip = sentTrip(body);
  if (typeof trip !== 'object' || trip === null) return undefined;
  const { startDate, endDate } = trip as Record<string, unknown>;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return undefined;
  if (!DATE_SHAPE.test(startDate) || !DATE_SHAPE.test(endDate) || endDate >= startDate) return undefined;
  const at = sentTripField(body);
  return { code: 'BAD_DATES', detail: `${at}.endDate must be on or after ${at}.startDate` };
};
