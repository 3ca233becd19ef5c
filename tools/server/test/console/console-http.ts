import { expect } from 'chai';
import type { ConsoleWorld } from './console-harness.js';
import { Inbox } from './console-harness.js';

export interface Page {
  readonly status: number;
  readonly text: string;
  readonly location: string | null;
  readonly setCookies: readonly string[];
  readonly type: string | null;
}

/**
 * A browser reduced to what the console's security rests on: a cookie jar, the last page's form
 * token, same-origin posts (Sec-Fetch-Site as a browser sends it). Redirects are not followed,
 * so each answer can be examined.
 */
export class ConsoleBrowser {
  csrf = '';

  constructor(
    readonly base: string,
    private readonly jar = new Map<string, string>(),
  ) {}

  /** The same browser (its cookies) talking to another instance of the deployment. */
  at(base: string): ConsoleBrowser {
    const other = new ConsoleBrowser(base, this.jar);
    other.csrf = this.csrf;
    return other;
  }

  async get(path: string): Promise<Page> {
    return this.request('GET', path);
  }

  /** Posts a form with the last page's token (or the one given), from this site. */
  async post(path: string, fields: Readonly<Record<string, string>>, options: { readonly csrf?: string; readonly site?: string } = {}): Promise<Page> {
    const body = new URLSearchParams({ _csrf: options.csrf ?? this.csrf, ...fields }).toString();
    return this.request('POST', path, body, options.site ?? 'same-origin');
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  private async request(method: string, path: string, body?: string, site = 'none'): Promise<Page> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        'sec-fetch-site': site,
        'accept-language': 'en',
        cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      ...(body === undefined ? {} : { body }),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/Max-Age=0/.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await response.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(text)?.[1];
    if (token) this.csrf = token;
    return { status: response.status, text, location: response.headers.get('location'), setCookies, type: response.headers.get('content-type') };
  }
}

/** Signs up, verifies through the inbox, and leaves the browser signed in on its new account; returns the account's code and first key. */
export async function signedUpPartner(world: ConsoleWorld, email: string, company: string, password = 'a long enough password'): Promise<{ readonly browser: ConsoleBrowser; readonly code: string; readonly keyId: string; readonly secret: string }> {
  const browser = new ConsoleBrowser(world.url);
  await browser.get('/console/sign-up');
  const sent = await browser.post('/console/sign-up', { email, password, company });
  expect(sent.status, sent.text).to.equal(200);
  const link = Inbox.linkIn(await world.inbox.mailTo(email, /Confirm your email/), '/console/verify?token=');
  const token = new URL(link).searchParams.get('token')!;
  await browser.get(`/console/verify?token=${encodeURIComponent(token)}`);
  const welcome = await browser.post('/console/verify', { token });
  expect(welcome.status, welcome.text).to.equal(201);
  const keyId = /id="key-id">([^<]+)</.exec(welcome.text)![1]!;
  const secret = /id="key-secret">([^<]+)</.exec(welcome.text)![1]!;
  const code = /\/console\/p\/([A-Za-z0-9]+)\/keys/.exec(welcome.text)![1]!;
  return { browser, code, keyId, secret };
}
