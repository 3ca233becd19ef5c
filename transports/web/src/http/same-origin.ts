import type { Context } from 'koa';

/**
 * Whether a form post comes from a page of this very site (CSRF, docs/funnel-pages.md): browsers
 * say where a request comes from in Sec-Fetch-Site (every current one) and Origin (older ones);
 * a post that names another site is refused. A request with neither header is not a browser's
 * cross-site form (curl, tests): the form token still has to verify.
 */
export const fromThisSite = (ctx: Context): boolean => {
  const site = ctx.get('Sec-Fetch-Site');
  if (site !== '') return site === 'same-origin' || site === 'none';
  const origin = ctx.get('Origin');
  if (origin === '' ) return true;
  try {
    return new URL(origin).host === ctx.host;
  } catch {
    return false;
  }
};
