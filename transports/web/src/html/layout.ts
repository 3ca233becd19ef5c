import { html, type Html } from './html.js';
import { say, type PageLanguage } from '../i18n/languages.js';

export type FunnelStep = 'offers' | 'details' | 'payment' | 'done';
const STEPS: readonly FunnelStep[] = ['offers', 'details', 'payment', 'done'];

export interface PageShell {
  readonly language: PageLanguage;
  readonly title: string;
  readonly body: Html;
  /** The funnel's progress bar, with this step current; absent on widget frames and message pages. */
  readonly step?: FunnelStep;
  /** Whether the sandbox-data notice must show (spec: a sandbox price is never shown without it). */
  readonly sandbox?: boolean;
  /** The widget's frame: no header, no skip link target beyond the form, and its height script. */
  readonly frame?: boolean;
  /** Reload the page after this many seconds: a page waiting on a payment's or an insurer's answer (no script needed). */
  readonly refreshSeconds?: number;
}

export const sandboxLine = (language: PageLanguage): Html =>
  html`<p class="sandbox" role="note"><strong>${say(language, 'sandbox.label')}</strong> ${say(language, 'sandbox')}</p>`;

const progress = (language: PageLanguage, current: FunnelStep): Html => html`
  <nav aria-label="${say(language, 'steps')}">
    <ol class="steps">${STEPS.map(
      (step) => html`<li${current === step ? html` aria-current="step"` : ''}${STEPS.indexOf(step) < STEPS.indexOf(current) ? html` class="past"` : ''}>${say(language, `step.${step}`)}</li>`,
    )}</ol>
  </nav>`;

/** The one page shell: language, title, stylesheet, skip link, notices. Styles and scripts are files of this service only (CSP). */
export const page = (shell: PageShell): string => {
  const { language } = shell;
  return html`<!doctype html>
<html lang="${language.code}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${shell.refreshSeconds === undefined ? '' : html`<meta http-equiv="refresh" content="${shell.refreshSeconds}">`}
<title>${shell.title} · ${say(language, 'brand')}</title>
<link rel="stylesheet" href="/assets/parasol.css">
${shell.frame ? html`<script src="/assets/frame.js" defer></script>` : ''}
</head>
<body class="${shell.frame ? 'frame' : 'funnel'}">
${
  shell.frame
    ? ''
    : html`<a class="skip" href="#main">${say(language, 'skip')}</a>
<header class="bar"><div class="wrap"><span class="brand" aria-hidden="true">☂</span> <span class="brand-name">${say(language, 'brand')}</span>${shell.step ? progress(language, shell.step) : ''}</div></header>`
}
<main id="main" class="wrap">
${shell.sandbox ? sandboxLine(language) : ''}
${shell.body}
</main>
</body>
</html>
`.text;
};
