import { needArg, runCommandGroup, type CommandGroup, type CommandIo } from './grpc-request.js';

const FUNNEL = 'parasol.funnel.v1.Funnel';

/** `parasol subscriptions …`: the subscriptions tracked links lead to, through the internal Funnel service. */
export const SUBSCRIPTIONS: CommandGroup = {
  name: 'subscriptions',
  summary: 'subscriptions behind tracked links (internal Funnel service)',
  subcommands: [
    { name: 'show', args: 'SUBSCRIPTION_ID', summary: 'the subscription: stage, attribution, trip', call: (p) => ({ service: FUNNEL, rpc: 'GetSubscription', request: { subscriptionId: needArg(p, 0, 'SUBSCRIPTION_ID') } }) },
    {
      name: 'advance',
      args: 'SUBSCRIPTION_ID presubscribed|paid|subscribed',
      summary: 'moves the stage forward (never back)',
      call: (p) => ({ service: FUNNEL, rpc: 'AdvanceSubscription', request: { subscriptionId: needArg(p, 0, 'SUBSCRIPTION_ID'), stage: needArg(p, 1, 'STAGE') } }),
    },
    {
      name: 'cancel',
      args: 'SUBSCRIPTION_ID',
      summary: 'cancels a live purchase in its cooling-off window: policy cancelled, sale reversed, premium refunded',
      call: (p) => ({ service: FUNNEL, rpc: 'CancelSubscription', request: { subscriptionId: needArg(p, 0, 'SUBSCRIPTION_ID') } }),
    },
  ],
};

export const runSubscriptionsCommand = (argv: readonly string[], io?: CommandIo) => runCommandGroup(SUBSCRIPTIONS, argv, io);
