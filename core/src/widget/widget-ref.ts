import { LINK_CODE, PARTNER_CODE } from '../partners/partner-accounts.js';

/** A widget's `data-ref`: the tracked ref `partnerCode-shortCode` (spec: Link response `ref`), split. */
export interface WidgetRef {
  readonly ref: string;
  readonly partnerCode: string;
  readonly linkCode: string;
}

/**
 * Reads a `data-ref` value, or undefined when it is not `partnerCode-shortCode` of letters and
 * digits (2 to 32, then 4 to 32). Neither part holds a hyphen, so the first one splits them.
 */
export const parseWidgetRef = (text: string): WidgetRef | undefined => {
  const dash = text.indexOf('-');
  if (dash < 0) return undefined;
  const partnerCode = text.slice(0, dash);
  const linkCode = text.slice(dash + 1);
  return PARTNER_CODE.test(partnerCode) && LINK_CODE.test(linkCode) ? { ref: text, partnerCode, linkCode } : undefined;
};
