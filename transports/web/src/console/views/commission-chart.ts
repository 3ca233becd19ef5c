import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';
import type { Statement } from '../partners/partner-sales.js';

const WEEK_MS = 7 * 86_400_000;
const STATUSES = ['validated', 'pending', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];

/** Monday 00:00 UTC of the week holding `at`. */
const weekStart = (at: number): number => {
  const day = new Date(at);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - sinceMonday);
};

export interface WeekTotals {
  readonly start: number;
  readonly minor: Readonly<Record<Status, number>>;
}

/** Commission in minor units per week (the last `weeks`, oldest first) and status, in one currency. */
export const weeklyCommission = (sales: Statement['sales'], currency: string, now: number, weeks: number): WeekTotals[] => {
  const first = weekStart(now) - (weeks - 1) * WEEK_MS;
  const totals = Array.from({ length: weeks }, (_, i) => ({ start: first + i * WEEK_MS, minor: { validated: 0, pending: 0, cancelled: 0 } }));
  for (const sale of sales) {
    if (sale.currency !== currency) continue;
    const index = Math.floor((weekStart(Date.parse(sale.bookedAt)) - first) / WEEK_MS);
    const week = totals[index];
    if (week && (STATUSES as readonly string[]).includes(sale.status)) week.minor[sale.status as Status] += sale.commissionMinor;
  }
  return totals;
};

/**
 * A stacked bar chart drawn on the server as inline SVG: no chart library, no script, nothing
 * from elsewhere (the CSP allows none). Colours come from console.css classes. The same figures
 * follow as a table, for screen readers and for reading exact amounts.
 */
export const commissionChart = (language: ConsoleLanguage, weeks: readonly WeekTotals[], currency: string, toMajor: (minor: number) => string): Html => {
  const width = 640;
  const height = 220;
  const top = 10;
  const bottom = 30;
  const max = Math.max(1, ...weeks.map((w) => STATUSES.reduce((sum, s) => sum + w.minor[s], 0)));
  const slot = width / weeks.length;
  const scale = (minor: number) => ((height - top - bottom) * minor) / max;
  const label = (start: number) => new Date(start).toISOString().slice(5, 10);
  return html`<figure class="panel chart">
    <figcaption id="chart-title"><strong>${language.say('chart.title', { currency })}</strong> <span id="chart-desc" class="fineprint">${language.say('chart.desc', { weeks: weeks.length })}</span></figcaption>
    <svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title" focusable="false">
      ${weeks.map((week, i) => {
        let y = height - bottom;
        const bars = STATUSES.map((status) => {
          const h = scale(week.minor[status]);
          y -= h;
          return h > 0 ? html`<rect class="bar-${status}" x="${Math.round(i * slot + slot * 0.2)}" y="${y.toFixed(1)}" width="${Math.round(slot * 0.6)}" height="${h.toFixed(1)}"></rect>` : '';
        });
        return html`${bars}<text x="${Math.round(i * slot + slot / 2)}" y="${height - 10}" text-anchor="middle" class="axis">${label(week.start)}</text>`;
      })}
    </svg>
    <ul class="legend">${STATUSES.map((s) => html`<li><span class="swatch bar-${s}" aria-hidden="true"></span> ${language.say(`sales.status.${s}`)}</li>`)}</ul>
    <table class="sr-table">
      <caption class="sr">${language.say('chart.title', { currency })}</caption>
      <thead><tr><th scope="col">${language.say('chart.week')}</th>${STATUSES.map((s) => html`<th scope="col">${language.say(`sales.status.${s}`)}</th>`)}</tr></thead>
      <tbody>${weeks.map((w) => html`<tr><th scope="row">${new Date(w.start).toISOString().slice(0, 10)}</th>${STATUSES.map((s) => html`<td>${toMajor(w.minor[s])}</td>`)}</tr>`)}</tbody>
    </table>
  </figure>`;
};
