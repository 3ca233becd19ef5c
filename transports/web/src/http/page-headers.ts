import type { Context } from 'koa';

/**
 * Headers of every HTML page. Nothing comes from another origin (styles and scripts are this
 * service's files, insurer pictograms are not fetched), so the CSP allows 'self' only; forms post
 * only here. The funnel refuses to be framed (a pay button under someone else's overlay); the
 * widget's frame is made to be framed by any site. No-referrer: the funnel's url is the
 * traveller's capability and must not reach the insurers' document sites. no-store: a premium is
 * never cached (spec: usage conditions). Never a CORS header.
 */
export const sendPage = (ctx: Context, status: number, body: string, options: { readonly framable?: boolean } = {}): void => {
  ctx.status = status;
  ctx.set({
    'Content-Security-Policy': `default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors ${options.framable ? '*' : "'none'"}`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...(options.framable ? {} : { 'X-Frame-Options': 'DENY' }),
  });
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = body;
};
