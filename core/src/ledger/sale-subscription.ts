import type { KeyMode } from '../contract/api-key.js';
import type { ConversionReport } from '../contract/requests.js';
import type { SubscriptionStore } from '../ports/subscription-store.js';
import type { Failure } from '../shared/result.js';

/**
 * Why the subscription a postback names (`subscriptionId`, as the link answer gave it) is refused,
 * or undefined when it is not. It is checked
 * against the ref before anything is recorded: it must be one of the key's mode (404
 * SUBSCRIPTION_NOT_FOUND, as if unknown: a sandbox postback never reads live subscriptions), minted
 * for the ref's partner (403 REF_PARTNER_MISMATCH) through the ref's tracked link (400
 * SUBSCRIPTION_REF_MISMATCH). Details name the subscription and the ref, never another partner.
 */
export const subscriptionRefusal = async (report: ConversionReport, mode: KeyMode, store: SubscriptionStore | undefined): Promise<Failure | undefined> => {
  const id = report.subscriptionId!;
  const subscription = await store?.get(id);
  if (subscription === undefined || subscription.mode !== mode) {
    return {
      code: 'SUBSCRIPTION_NOT_FOUND',
      detail: `subscriptionId ${id} is no ${mode} subscription: send the subscriptionId of the link answer (POST /api/v1/travel/links, made with a ${mode} key) that carried this sale, or leave it out.`,
    };
  }
  if (subscription.partnerCode !== report.partnerCode) {
    return { code: 'REF_PARTNER_MISMATCH', detail: `subscriptionId ${id} was not minted for partner "${report.partnerCode}", the ref's: send the subscriptionId of the link answer that carried ref ${report.ref}.` };
  }
  if (subscription.linkCode !== report.linkCode) {
    return {
      code: 'SUBSCRIPTION_REF_MISMATCH',
      detail:
        subscription.linkCode === null
          ? `subscriptionId ${id} was minted through no tracked link, so it cannot carry ref ${report.ref}: send the subscriptionId of the link answer that carried this sale, or leave it out.`
          : `subscriptionId ${id} was minted through tracked link "${subscription.linkCode}", not "${report.linkCode}": send the ref and the subscriptionId of the same link answer (ref ${report.partnerCode}-${subscription.linkCode} with this subscriptionId).`,
    };
  }
  return undefined;
};
