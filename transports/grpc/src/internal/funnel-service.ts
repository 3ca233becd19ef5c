import { SUBSCRIPTION_STAGES, type Parasol } from '@parasol/core';
import { done, internalService, outcomeOf, refused, type InternalService } from './internal-call.js';
import { oneOf, text } from './request-fields.js';
import { subscriptionView } from './views.js';

type Subscriptions = NonNullable<Parasol['admin']['subscriptions']>;

/** parasol.funnel.v1.Funnel: read a subscription, move its stage forward (the core refuses backwards). */
export const funnelService = (subscriptions: Subscriptions, options: Parameters<typeof internalService>[2]): InternalService =>
  internalService(
    'parasol.funnel.v1.Funnel',
    {
      GetSubscription: async (r) => {
        const id = text(r, 'subscriptionId');
        const found = await subscriptions.get(id);
        return found === undefined ? refused({ code: 'SUBSCRIPTION_NOT_FOUND', detail: `No subscription ${id}.` }) : done(subscriptionView(found));
      },
      AdvanceSubscription: (r) => outcomeOf(subscriptions.advance(text(r, 'subscriptionId'), oneOf(text(r, 'stage'), 'stage', SUBSCRIPTION_STAGES)), subscriptionView),
    },
    options,
  );
