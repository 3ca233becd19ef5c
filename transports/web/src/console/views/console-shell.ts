import { html, type Html } from '../../html/html.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';

/** Who is looking, for the header's navigation. */
export interface Viewer {
  readonly csrf: string;
  readonly kind?: 'partner' | 'operator';
  /** The partner accounts the user belongs to (their pages' links). */
  readonly partnerCodes?: readonly string[];
  /** The account whose pages are shown, if any. */
  readonly partnerCode?: string;
}

export interface ConsolePage {
  readonly language: ConsoleLanguage;
  readonly title: string;
  readonly body: Html;
  /** The request's path, for the current link and the language switch. */
  readonly path: string;
  readonly viewer?: Viewer;
}

const navLink = (href: string, label: string, path: string): Html =>
  html`<li><a href="${href}"${path === href ? html` aria-current="page"` : ''}>${label}</a></li>`;

const navigation = (page: ConsolePage, viewer: Viewer): Html => {
  const { language, path } = page;
  const code = viewer.partnerCode ?? viewer.partnerCodes?.[0];
  const partnerLinks =
    viewer.kind === 'partner' && code
      ? [
          navLink(`/console/p/${code}/keys`, language.say('nav.keys'), path),
          navLink(`/console/p/${code}/live`, language.say('nav.live'), path),
          navLink(`/console/p/${code}/links`, language.say('nav.links'), path),
          navLink(`/console/p/${code}/sales`, language.say('nav.sales'), path),
          navLink(`/console/p/${code}/webhooks`, language.say('nav.webhooks'), path),
          navLink(`/console/p/${code}/payouts`, language.say('nav.payouts'), path),
          navLink(`/console/p/${code}/members`, language.say('nav.members'), path),
          navLink(`/console/p/${code}/audit`, language.say('nav.audit'), path),
        ]
      : [];
  const opsLinks = viewer.kind === 'operator' ? [navLink('/console/ops', language.say('nav.ops'), path), navLink('/console/ops/partners', language.say('ops.partners'), path), navLink('/console/ops/sales', language.say('nav.opsSales'), path), navLink('/console/ops/review', language.say('nav.opsReview'), path), navLink('/console/ops/payouts', language.say('nav.opsPayouts'), path)] : [];
  return html`<nav class="console-nav" aria-label="${language.say('nav.label')}">
    <ul>${partnerLinks}${opsLinks}${navLink('/console/security', language.say('nav.security'), path)}</ul>
    <form method="post" action="/console/sign-out"><input type="hidden" name="_csrf" value="${viewer.csrf}"><button type="submit" class="link">${language.say('nav.signOut')}</button></form>
  </nav>`;
};

/** The console's page shell: the funnel's stylesheet and conventions, the console's own additions, nothing from elsewhere (CSP). */
export const consolePage = (page: ConsolePage): string => {
  const { language } = page;
  const other = language.code === 'en' ? 'fr' : 'en';
  return html`<!doctype html>
<html lang="${language.code}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} · ${language.say('brand')}</title>
<link rel="stylesheet" href="/assets/parasol.css">
<link rel="stylesheet" href="/assets/console.css">
<script src="/assets/console.js" defer></script>
</head>
<body class="console">
<a class="skip" href="#main">${language.say('skip')}</a>
<header class="bar"><div class="wide bar-inner"><span class="brand" aria-hidden="true">☂</span> <span class="brand-name">${language.say('brand')}</span>
${page.viewer?.kind ? navigation(page, page.viewer) : ''}
<a href="${page.path}?lang=${other}" lang="${other}" hreflang="${other}">${language.say('nav.language')}</a>
</div></header>
<main id="main" class="wide">
${page.body}
</main>
</body>
</html>
`.text;
};
