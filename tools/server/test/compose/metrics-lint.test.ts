import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { ParasolMetrics, startMetricsServer } from '../../src/compose/metrics/index.js';

/** `promtool check metrics` on a scrape: its complaints, one a line ('' when the text is clean). */
const promtoolComplaints = (text: string): string => {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error) {
    throw new Error(`promtool cannot run (${run.error.message}): it comes with Debian's prometheus package; \`node tools/ensure-promtool.mjs\` installs it (npm test runs it first)`);
  }
  return `${run.stdout}${run.stderr}`.trim();
};

/** Each metric family's HELP text and the label names its samples carry. */
const families = (text: string): Map<string, { help: string; labels: Set<string> }> => {
  const found = new Map<string, { help: string; labels: Set<string> }>();
  for (const line of text.split('\n')) {
    const help = /^# HELP (\S+) (.*)$/.exec(line);
    if (help) found.set(help[1]!, { help: help[2]!, labels: new Set() });
    const sample = /^([a-z_:][a-z0-9_:]*)\{([^}]*)\}/i.exec(line);
    if (!sample) continue;
    const family = [...found.keys()].find((name) => sample[1] === name || (sample[1]!.startsWith(name) && /^_(bucket|sum|count)$/.test(sample[1]!.slice(name.length))));
    for (const [, label] of sample[2]!.matchAll(/([a-zA-Z_]\w*)="/g)) if (label !== 'le') found.get(family ?? sample[1]!)?.labels.add(label!);
  }
  return found;
};

describe('Prometheus metrics, as a scraper and promtool read them', function () {
  this.timeout(20_000);

  /** The scrape of a metrics listener with Node's process metrics and a sample of every Parasol series. */
  const scrapeWithEverySeries = async (): Promise<string> => {
    const metrics = new ParasolMetrics();
    metrics.answered('rest', 'createQuote', 200, null, 12, undefined);
    metrics.answered('rest', 'createQuote', 429, 'QUOTA_EXCEEDED', 1, undefined);
    metrics.answered('grpc', 'reportConversion', 200, null, 3, { status: 200, body: { mode: 'sandbox', outcome: 'created' } } as never);
    metrics.insurerRated({ insurerId: 'alba', outcome: 'timeout', latencyMs: 8000 } as never);
    metrics.funnelCalled({ operation: 'upsertQuote', outcome: 'ok', latencyMs: 20 } as never);
    const server = await startMetricsServer(metrics.registry, { host: '127.0.0.1', port: 0 });
    try {
      return await (await fetch(server.url)).text();
    } finally {
      await server.close();
    }
  };

  it('passes `promtool check metrics`, Node process metrics included (no gauge named like a counter)', async () => {
    const text = await scrapeWithEverySeries();
    expect(text).to.contain('parasol_ledger_bookings_total{mode="sandbox",outcome="created"} 1').and.contain('nodejs_active_handles');
    expect(promtoolComplaints(text)).to.equal('');
  });

  it('promtool does flag a gauge with a counter suffix (the check above can fail)', () => {
    expect(promtoolComplaints('# HELP x_total A gauge.\n# TYPE x_total gauge\nx_total 1\n')).to.contain('non-counter metrics should not have "_total" suffix');
  });

  it("names each of a Parasol metric's labels in its HELP (the bookings' HELP names mode and outcome, not a ledger label)", async () => {
    const parasolFamilies = [...families(await scrapeWithEverySeries())].filter(([name]) => name.startsWith('parasol_'));
    expect(parasolFamilies.length).to.be.at.least(8);
    for (const [name, { help, labels }] of parasolFamilies) {
      for (const label of labels) expect(help, `${name}'s HELP names its label ${label}`).to.match(new RegExp(`\\b${label}\\b`));
    }
    const bookings = new Map(parasolFamilies).get('parasol_ledger_bookings_total');
    expect([...(bookings?.labels ?? [])].sort()).to.deep.equal(['mode', 'outcome']);
    // The ledger a booking went to is its mode: HELP says "by mode", not a "ledger" label.
    expect(bookings?.help).to.match(/^Accepted postbacks by mode \(.*\) and outcome \(/);
  });
});
