import type { CheckoutSessionObject } from './simulated-stripe-account.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The amount as a person reads it, from minor units (two decimals unless the currency has none). */
const shown = (session: CheckoutSessionObject) => {
  const zeroDecimal = ['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf'].includes(session.currency);
  const major = zeroDecimal ? String(session.amount_total) : (session.amount_total / 100).toFixed(2);
  return `${major} ${session.currency.toUpperCase()}`;
};

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
.sandbox{background:#fff4e5;border:1px solid #f5a623;padding:.4rem .6rem;font-size:.85rem;border-radius:4px}
label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1rem;width:100%;padding:.7rem;font-size:1rem;background:#635bff;color:#fff;border:0;border-radius:4px}
.error{color:#df1b41;margin-top:.8rem}</style></head>
<body><p class="sandbox">payments-sim: a simulated payment page. No real card is charged.</p>${body}</body></html>`;

/** The hosted payment page of an open session, with the card error of the last attempt if any. */
export function cardPage(session: CheckoutSessionObject, error?: string): string {
  const back = session.cancel_url === null ? '' : `<p><a href="${escape(session.cancel_url)}" id="back">← Back</a></p>`;
  return page(
    'Pay',
    `${back}<h1>Pay ${escape(shown(session))}</h1>
<form method="post" action="/pay/${escape(session.id)}">
<label for="cardnumber">Card number</label><input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<label for="exp">Expiry (MM / YY)</label><input id="exp" name="exp" autocomplete="cc-exp" placeholder="12 / 34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" autocomplete="cc-csc" placeholder="123">
<button type="submit" id="pay">Pay ${escape(shown(session))}</button>
${error === undefined ? '' : `<p class="error" role="alert" id="card-error">${escape(error)}</p>`}
</form>`,
  );
}

/** The page of a session that takes no more payment (complete or expired). */
export function closedPage(session: CheckoutSessionObject): string {
  if (session.status === 'complete') {
    const next = session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    return page('Paid', `<h1>This payment is complete</h1><p><a href="${escape(next)}">Continue</a></p>`);
  }
  const back = session.cancel_url === null ? '' : `<p><a href="${escape(session.cancel_url)}">Return</a></p>`;
  return page('Expired', `<h1>This checkout session has expired</h1>${back}`);
}

export const notFoundPage = (): string => page('Not found', '<h1>No such payment page</h1>');
