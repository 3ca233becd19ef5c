/** Outcome of one case on one transport. */
export type CaseOutcome = 'passed' | 'failed' | 'not applicable';

/**
 * The suite's report: per transport and per suite (a scenario file, or the schema a case was
 * generated from), how many cases passed, failed, or did not apply (the transport lacks a feature
 * the case needs). Printed at the end of the run.
 */
export class ConformanceReport {
  private readonly rows = new Map<string, Record<CaseOutcome, number>>();

  record(transport: string, suite: string, outcome: CaseOutcome): void {
    const key = `${transport}\u0000${suite}`;
    const row = this.rows.get(key) ?? { passed: 0, failed: 0, 'not applicable': 0 };
    row[outcome] += 1;
    this.rows.set(key, row);
  }

  /** The report as aligned text lines, one per transport and suite, with a total per transport. */
  lines(): string[] {
    const entries = [...this.rows].map(([key, row]) => {
      const [transport = '', suite = ''] = key.split('\u0000');
      return { transport, suite, row };
    });
    entries.sort((a, b) => a.transport.localeCompare(b.transport) || a.suite.localeCompare(b.suite));
    const width = Math.max(5, ...entries.map((e) => e.suite.length));
    const out: string[] = [];
    for (const transport of [...new Set(entries.map((e) => e.transport))]) {
      const mine = entries.filter((e) => e.transport === transport);
      const total = mine.reduce((t, e) => ({ passed: t.passed + e.row.passed, failed: t.failed + e.row.failed, na: t.na + e.row['not applicable'] }), { passed: 0, failed: 0, na: 0 });
      out.push(`${transport}: ${total.passed} passed, ${total.failed} failed, ${total.na} not applicable`);
      for (const e of mine) out.push(`  ${e.suite.padEnd(width)}  ${String(e.row.passed).padStart(4)} passed  ${String(e.row.failed).padStart(3)} failed  ${String(e.row['not applicable']).padStart(3)} n/a`);
    }
    return out;
  }
}
