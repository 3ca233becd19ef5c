import { SUBSCRIPTION_STAGES, type CheckoutFlows, type Parasol, type StoredCheckout } from '@parasol/core';
import { status as grpcStatus } from '@grpc/grpc-js';
import { done, internalService, notFound, outcomeOf, refused, type InternalService } from './internal-call.js';
import { oneOf, text, whole } from './request-fields.js';
import { subscriptionView } from './views.js';

type Subscriptions = NonNullable<Parasol['admin']['subscriptions']>;

/** A checkout as Funnel.CancelSubscription answers it. */
const checkoutStatus = ({ checkout }: StoredCheckout): object => ({
  subscriptionId: checkout.subscriptionId,
  checkoutId: checkout.checkoutId,
  state: checkout.state.kind,
  ...('reason' in checkout.state ? { refundReason: checkout.state.reason } : {}),
  ...(checkout.state.kind === 'issued' ? { policyNumber: checkout.state.policy.policyNumber } : {}),
});

/**
 * parasol.funnel.v1.Funnel: read a subscription, move its stage forward (the core refuses
 * backwards), take an external funnel's report of a sale it made (booked once, keyed by the
 * subscription id), and cancel a live purchase (an operator's `parasol subscriptions cancel`).
 */
export const funnelService = (subscriptions: Subscriptions, checkout: Pick<CheckoutFlows, 'cancel'> | undefined, options: Parameters<typeof internalService>[2]): InternalService =>
  internalService(
    'parasol.funnel.v1.Funnel',
    {
      GetSubscription: async (r) => {
        const id = text(r, 'subscriptionId');
        const found = await subscriptions.get(id);
        return found === undefined ? refused({ code: 'SUBSCRIPTION_NOT_FOUND', detail: `No subscription ${id}.` }) : done(subscriptionView(found));
      },
      AdvanceSubscription: (r) => outcomeOf(subscriptions.advance(text(r, 'subscriptionId'), oneOf(text(r, 'stage'), 'stage', SUBSCRIPTION_STAGES)), subscriptionView),
      ReportSale: (r) =>
        outcomeOf(
          subscriptions.reportSale({
            subscriptionId: text(r, 'subscriptionId'),
            premium: { amountMinor: whole(r, 'premiumMinor'), currency: text(r, 'currency') },
            policyNumber: text(r, 'policyNumber'),
            requestId: `grpc-report-sale-${text(r, 'subscriptionId')}`,
          }),
          subscriptionView,
        ),
      CancelSubscription: async (r) => {
        const id = text(r, 'subscriptionId');
        if (checkout === undefined) return refused({ reason: 'CHECKOUT_UNAVAILABLE', grpc: grpcStatus.FAILED_PRECONDITION, detail: 'No live checkout is composed here (no payment provider).' });
        const cancelled = await checkout.cancel.run(id, 'operator');
        if (cancelled.ok) return done(checkoutStatus(cancelled.value));
        if (cancelled.refusal.reason === 'no-checkout') return notFound('CHECKOUT_NOT_FOUND', `Subscription ${id} has no checkout.`);
        const why = cancelled.refusal.reason === 'refused' ? cancelled.refusal.refusal : cancelled.refusal.reason;
        return refused({ reason: why.toUpperCase(), grpc: grpcStatus.FAILED_PRECONDITION, detail: `Subscription ${id} cannot be cancelled: ${why}.` });
      },
    },
    options,
  );
