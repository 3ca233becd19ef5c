import type { PairName } from './bench-pairs.js';
import { formatSpread } from './paired-stats.js';
import type { PairResult } from './run-pair.js';
import type { RssResult } from './rss-growth.js';
import type { StartupResult } from './startup-timing.js';
import { formatPayoutRun, type PayoutRunResult } from './payout-run.js';
import { formatStatementReads, type StatementResult } from './statement-reads.js';
import { formatCheckoutCost, type CheckoutResult } from './checkout-cost.js';
import { formatOwnWorkTable, type OwnWork } from './own-work.js';
import { formatWebhookDelivery, type WebhookResult } from './webhook-delivery.js';
import type { Verdict } from './targets.js';

/** bench/results.json (docs/benchmarks.md, "The results file"). */
export interface BenchResults {
  readonly date: string;
  readonly node: string;
  readonly machine: { readonly cpus: number; readonly model: string; readonly platform: string; readonly arch: string };
  readonly settings: Readonly<Record<string, unknown>>;
  readonly pairs: Partial<Record<PairName, PairResult>>;
  readonly startup?: StartupResult;
  readonly rss?: RssResult;
  /** The payout run (issue 28): time and store round trips, memory and MongoDB. */
  readonly payouts?: PayoutRunResult;
  /** Statement reads over a partner's 100,000 sales (issue 31): latency per read, memory and MongoDB. */
  readonly statement?: StatementResult;
  /** A live purchase's server CPU and store round trips per step (issue 31), memory and MongoDB. */
  readonly checkout?: CheckoutResult;
  /** Webhook delivery (issue 31): events delivered per second and latency, memory and MongoDB. */
  readonly webhooks?: WebhookResult;
  /** Parasol's own work per call without HTTP, and the ratios it gives at parity of transport (issue 31: what a miss would take). */
  readonly ownWork?: readonly OwnWork[];
  /** Every target measured, in the order printed. */
  readonly verdicts: readonly Verdict[];
  /** Scenarios voided by a refusal or a server that would not start, with the reason. */
  readonly failures: Readonly<Record<string, string>>;
  readonly durationSeconds: number;
}

/** Below this share of its round on CPU, a server was waiting for requests rather than working. */
const SATURATED = 0.8;

const mark = (verdict: Verdict): string => (verdict.pass === null ? 'n/a ' : verdict.pass ? (verdict.settled ? 'PASS' : 'pass') : verdict.settled ? 'FAIL' : 'fail');

const digitsOf = (metric: Verdict['metric']): number => (metric === 'readP99Ms' ? 2 : metric === 'cpuRatio' || metric === 'p99Ratio' || metric === 'rssGrowth' || metric === 'overheadRatio' ? 3 : metric === 'startupMs' ? 0 : 1);

/** The table printed at the end of a run. */
export const formatReport = (results: BenchResults): string => {
  const lines: string[] = [];
  const pairs = Object.entries(results.pairs) as [PairName, PairResult][];
  if (pairs.length > 0) {
    const widths = [12, 22, 22, 22, 22, 22];
    const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[0] as number) : c.padStart(widths[i] as number))).join(' ');
    lines.push('Paired medians over the round pairs, [first quartile–third quartile]. ratio = baseline CPU / subject CPU (1 = as cheap as the baseline).');
    lines.push(row(['pair', 'subject µs/req', 'baseline µs/req', 'difference µs/req', 'ratio', 'p99 ratio']));
    lines.push('-'.repeat(widths.reduce((a, b) => a + b + 1, -1)));
    for (const [name, pair] of pairs) {
      const s = pair.summary;
      lines.push(row([name, formatSpread(s.subject.cpuUsPerRequest, 1), formatSpread(s.baseline.cpuUsPerRequest, 1), formatSpread(s.cpuDifferenceUs, 1, true), formatSpread(s.cpuRatio, 3), formatSpread(s.p99Ratio, 2)]));
    }
    lines.push('');
    for (const [name, pair] of pairs) {
      const s = pair.summary;
      const side = (label: string, spec: PairResult['subject'], figures: PairResult['summary']['subject']) =>
        `${label} ${spec.server}${spec.accessLog ? ' +access log' : ''}${spec.mongo ? ' on MongoDB' : ''}: ${formatSpread(figures.requestsPerSecond)} req/s, busy ${formatSpread(figures.busy, 2)}, p99 ${formatSpread(figures.p99Ms, 2)} ms` +
        (figures.roundTripsPerRequest ? `, ${formatSpread(figures.roundTripsPerRequest, 2)} store round trips/request` : '');
      lines.push(`${name} (${pair.connections} connections, ${pair.rounds.length} round pairs of ${pair.roundSeconds} s): ${pair.about}`);
      lines.push(`  ${side('subject', pair.subject, s.subject)}`);
      lines.push(`  ${side('baseline', pair.baseline, s.baseline)}`);
      if (pair.interleaved) lines.push(`  one server answering as both, taking turns every ${pair.interleaved.turnMs} ms: one p99 for both sides, one round pair per round`);
      // A server that idles between requests pays a wake-up per request: its CPU per request is inflated.
      if (pair.subject.server !== 'bare-fanout' && pair.insurerLatencyMs === undefined && Math.min(s.subject.busy.median, s.baseline.busy.median) < SATURATED) {
        const why = pair.subject.mongo ? 'the test database is the bottleneck' : "the load generator's core or the machine held the servers back";
        lines.push(`  not saturated (busy < ${SATURATED}): ${why}; CPU per request includes idle wake-ups`);
      }
      if (pair.insurerLatencyMs !== undefined) {
        lines.push(`  p99 - baseline p99: ${formatSpread(s.p99DifferenceMs, 2, true)} ms; subject p99 - the ${pair.insurerLatencyMs} ms insurer latency: ${(s.subject.p99Ms.median - pair.insurerLatencyMs).toFixed(2)} ms`);
      }
    }
  }
  if (results.ownWork) lines.push('', ...formatOwnWorkTable(results.ownWork));
  if (results.startup) {
    lines.push('', `start-up, spawn to the first answered signed request (median [quartiles] over the runs; npm start ran from: ${results.startup.npmStartRuns}):`);
    for (const [variant, spread] of Object.entries(results.startup.msToFirstAnswer)) lines.push(`  ${variant.padEnd(14)} ${formatSpread(spread)} ms`);
    const boot = results.startup.nodeBoot;
    // npm start is two node processes (npm's, then the server's): each pays this before its own code.
    lines.push(
      `  node -e 0      ${formatSpread(boot.asIs)} ms, spawn to exit: paid by each of npm start's two node processes` +
        (boot.withoutExtraCaCerts ? ` (${formatSpread(boot.withoutExtraCaCerts)} ms without this environment's NODE_EXTRA_CA_CERTS)` : ''),
    );
  }
  if (results.rss) {
    const r = results.rss;
    lines.push('', `RSS over ${r.requests} mixed requests (${r.mix.quotes} quotes, ${r.mix.links} links, ${r.mix.postbacks} postbacks, ${r.mix.deliveries} webhook deliveries) after ${r.warmupRequests} of warm-up (KiB after a full GC; before it):`);
    lines.push(`  ${r.readings.map((reading) => `${reading.requests}: ${reading.afterGcKb} (${reading.rawKb})`).join(', ')}`);
    lines.push(`  the records the measured requests kept by design held ${r.recordsKb} KiB at the end (${r.bytesPerRecord} bytes a record); dropped: ${r.emptied.afterGcKb} (${r.emptied.rawKb})`);
    lines.push(`  growth without them ${(r.growth * 100).toFixed(2)} % after GC (heap and off-heap in use: ${(r.inUseGrowth * 100).toFixed(2)} %); with them ${(r.growthWithRecords * 100).toFixed(2)} % after GC, ${(r.rawGrowth * 100).toFixed(2)} % raw`);
  }
  if (results.payouts) lines.push('', ...formatPayoutRun(results.payouts));
  if (results.statement) lines.push('', ...formatStatementReads(results.statement));
  if (results.checkout) lines.push('', ...formatCheckoutCost(results.checkout));
  if (results.webhooks) lines.push('', ...formatWebhookDelivery(results.webhooks));
  if (results.verdicts.length > 0) {
    lines.push('', 'targets (judged on the median; lower-case pass/fail: the threshold lies inside the interquartile range, not settled):');
    for (const v of results.verdicts) {
      const symbol = { atLeast: '>=', atMost: '<=', below: '<' }[v.comparison];
      const value = v.median === null ? 'not measured' : `${v.median.toFixed(digitsOf(v.metric))} [${(v.q1 ?? 0).toFixed(digitsOf(v.metric))}–${(v.q3 ?? 0).toFixed(digitsOf(v.metric))}]`;
      lines.push(`  ${mark(v)}  ${v.scenario.padEnd(11)} ${`${v.metric} ${symbol} ${v.threshold}`.padEnd(26)} ${value.padEnd(26)} ${v.says}`);
    }
  }
  for (const [scenario, reason] of Object.entries(results.failures)) lines.push('', `VOID ${scenario}: ${reason}`);
  return lines.join('\n');
};
