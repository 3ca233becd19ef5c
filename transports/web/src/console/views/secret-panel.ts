import { html, type Html } from '../../html/html.js';
import type { IssuedSecret } from '../accounts/console-accounts.js';
import type { ConsoleLanguage } from '../i18n/console-language.js';

/**
 * A key's secret at the one moment it is shown, with copyable curl and parasol commands and the @parasol/client
 * quick start using that key id. The page is never cached (no-store) and the secret is in no URL.
 */
export const secretPanel = (language: ConsoleLanguage, secret: IssuedSecret, publicUrl: string): Html => {
  const base = publicUrl.replace(/\/+$/, '');
  // The signature over `${ts}.GET.${path}.` (an empty body), as README's "Signing a request yourself" shows.
  const curl = `TS=$(date +%s)
SIG=$(printf '%s' "$TS.GET./api/v1/travel/meta." | openssl dgst -sha256 -hmac '${secret.secret}' -hex | sed 's/^.*= //')
curl -s '${base}/api/v1/travel/meta' -H 'x-svc-key-id: ${secret.keyId}' -H "x-svc-timestamp: $TS" -H "x-svc-signature: v2=$SIG"`;
  const cli = `PARASOL_URL=${base} PARASOL_KEY_ID=${secret.keyId} PARASOL_SECRET='${secret.secret}' \\\n  npx parasol request GET /api/v1/travel/meta`;
  const client = `import { ParasolHttpClient } from '@parasol/client';
const client = new ParasolHttpClient({ baseUrl: '${base}', keyId: '${secret.keyId}', secret: process.env.PARASOL_SECRET! });
const meta = await client.meta();
console.log(meta.status, client.quota?.remaining);`;
  const copy = (id: string) => html`<button type="button" class="secondary" data-copy="${id}" data-copied="${language.say('secret.copied')}" hidden>${language.say('secret.copy')}</button>`;
  return html`<section class="secret" aria-labelledby="secret-title">
    <h2 id="secret-title">${language.say('secret.once')}</h2>
    <dl>
      <dt>${language.say('secret.keyId')}</dt><dd><code id="key-id">${secret.keyId}</code></dd>
      <dt>${language.say('secret.secret')}</dt><dd><code id="key-secret">${secret.secret}</code> ${copy('key-secret')}</dd>
    </dl>
    <h3>${language.say('secret.curl')}</h3>
    <pre id="snippet-curl">${curl}</pre>${copy('snippet-curl')}
    <h3>${language.say('secret.cli')}</h3>
    <pre id="snippet-cli">${cli}</pre>${copy('snippet-cli')}
    <h3>${language.say('secret.client')}</h3>
    <pre id="snippet-client">${client}</pre>${copy('snippet-client')}
  </section>`;
};
