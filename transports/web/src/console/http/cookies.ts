import type { Context } from 'koa';

/** The request's cookies by name (first of each), read from the Cookie header. */
export const cookiesOf = (ctx: Context): Readonly<Record<string, string>> => {
  const out: Record<string, string> = {};
  for (const part of (ctx.get('Cookie') || '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (Object.hasOwn(out, name)) continue;
    try {
      out[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      /* a value we did not write: ignored */
    }
  }
  return out;
};

export interface CookieNames {
  readonly session: string;
  readonly csrf: string;
}

/**
 * Outside loopback, cookies are `Secure` and named with the `__Host-` prefix, which browsers
 * accept only from HTTPS, for the whole host (Path=/, no Domain): no other subdomain can set or
 * shadow them. On loopback (`npm start`, the tests) browsers allow no Secure cookie over plain
 * HTTP, so the same cookies go without both.
 */
export const cookieNames = (secure: boolean): CookieNames =>
  secure ? { session: '__Host-parasol-console', csrf: '__Host-parasol-csrf' } : { session: 'parasol-console', csrf: 'parasol-csrf' };

/**
 * Sets a cookie: always HttpOnly and SameSite=Strict (a cross-site request carries none of the
 * console's cookies, which is the first line against CSRF). Written by hand rather than through
 * Koa's cookies, which refuse a Secure cookie on a connection they do not see as HTTPS (behind
 * a TLS-terminating proxy).
 */
export const setCookie = (ctx: Context, name: string, value: string, options: { readonly secure: boolean; readonly maxAgeSeconds?: number }): void => {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) parts.push('Secure');
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  ctx.append('Set-Cookie', parts.join('; '));
};

export const clearCookie = (ctx: Context, name: string, secure: boolean): void => setCookie(ctx, name, '', { secure, maxAgeSeconds: 0 });

/** Whether a public URL is this machine's (then cookies cannot be Secure over its plain HTTP). */
export const isLoopbackUrl = (url: string): boolean => {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
  } catch {
    return false;
  }
};
