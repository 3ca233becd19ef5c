// Mutation testing of the money and state rules (docs/mutation.md). One area per run, chosen by
// PARASOL_MUTATION_AREA: each mutant then runs only the tests that speak for that area, and
// `npm run mutation` (tools/run-mutation.mjs) runs every area in turn and prints each file's score.
//
// Stryker 9 with its command runner: Stryker 10 refuses Node 20, and the mocha runners of both
// major versions refuse mocha 12 (docs/decisions/0191-mutation-testing-stryker-9-the-command-runner-one-run-per.md). The command runner
// starts a fresh mocha per mutant, so a static mutant (a module-level constant) is tested too.

// Not mutated: index files and module bindings (wiring), and the *-settings files, whose only
// mutant is their injection token's description (Symbol.for(""): one constant both binds and
// injects, so it is equivalent); their defaults are numbers, which Stryker does not mutate.

/** Test files per area: the unit tests of the area, then the suites that reach it through the facade. */
const mocha = (...specs) =>
  [
    'node --conditions=parasol-source --import ./tools/server/register.mjs node_modules/mocha/bin/mocha.js',
    '--no-package --extension ts --timeout 20000 --forbid-only --forbid-pending --reporter dot --bail',
    ...specs,
  ].join(' ');

const CONFORMANCE = 'conformance/test/conformance.test.ts';

export const AREAS = {
  money: {
    mutate: ['core/src/money/**/*.ts', '!core/src/money/index.ts'],
    // The pricing suites that convert and compare prices; the JSON writer's and the rating suites add only time.
    command: mocha('core/test/money/*.test.ts', 'core/test/pricing/price-trip.test.ts', 'core/test/pricing/pricing-properties.test.ts', 'core/test/pricing/quote-offers.test.ts'),
  },
  ledger: {
    mutate: ['core/src/ledger/**/*.ts', '!core/src/ledger/index.ts', '!core/src/ledger/ledger-module.ts', '!core/src/ledger/ledger-settings.ts'],
    // The MongoDB contention and statement-cost suites and the conformance suite
    // (minutes a mutant on two cores) are left out: the model, sweep and concurrency suites reach
    // the same rules through the facade.
    command: mocha(
      'core/test/ledger/*.test.ts',
      'tools/server/test/ledger/ledger-model.test.ts',
      'tools/server/test/ledger/ledger-sweep.test.ts',
      'tools/server/test/ledger/ledger-concurrency.test.ts',
      'tools/server/test/ledger/book-funnel-sale.test.ts',
      'transports/rest/test/rest-ledger.test.ts',
      // A postback naming its subscription (sale-subscription.ts, the margin of the offer it names).
      'tools/server/test/ledger/postback-subscription.test.ts',
      // The statement's payout balances and a clawback after a payout (read-statement.ts's settlement
      // queue; the reversal postings of sale-transition.ts and book-funnel-sale.ts).
      'tools/server/test/ledger/payout-reads.test.ts',
      // A sale cancelled after its payout, by postback and by funnel refund: the clawback's postings.
      'tools/server/test/ledger/clawback-postings.test.ts',
    ),
  },
  subscriptions: {
    mutate: ['core/src/subscriptions/**/*.ts', '!core/src/subscriptions/index.ts', '!core/src/subscriptions/links-module.ts', '!core/src/subscriptions/link-settings.ts'],
    command: mocha('core/test/subscriptions/*.test.ts', 'tools/server/test/links/*.test.ts', CONFORMANCE),
  },
  // The limits and the pipeline run HandleCall's unit tests and the quota suites over a real server;
  // the conformance suite (about a minute a mutant on two cores) is left out to keep a run short.
  limits: {
    mutate: ['core/src/limits/**/*.ts'],
    command: mocha('core/test/limits/*.test.ts', 'core/test/api/handle-call.test.ts', 'tools/server/test/security/quotas.test.ts'),
  },
  pipeline: {
    mutate: ['core/src/api/handle-call.ts'],
    command: mocha('core/test/api/handle-call.test.ts', 'core/test/limits/*.test.ts', 'tools/server/test/security/quotas.test.ts'),
  },
};

const area = process.env.PARASOL_MUTATION_AREA ?? 'money';
const chosen = AREAS[area];
if (chosen === undefined) throw new Error(`PARASOL_MUTATION_AREA=${area}: not one of ${Object.keys(AREAS).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'command',
  commandRunner: { command: chosen.command },
  coverageAnalysis: 'off',
  mutate: chosen.mutate,
  // In place: the workspaces import each other through node_modules links that point at this
  // checkout, so a sandbox copy would test the unmutated sources. Stryker restores every file after.
  inPlace: true,
  // tsx strips types without checking them, so the instrumented files need no @ts-nocheck, and no
  // other file is rewritten for the length of a run.
  disableTypeChecks: false,
  // Two shared cores: one mutant at a time keeps the run's timings honest.
  concurrency: 1,
  timeoutMS: 10000,
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${area}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 90, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
