import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { REF, launchChromium, startHostSite, startParasol, widgetTag, type Parasols } from './browser-harness.js';

/**
 * A hostile host page: styles that would restyle any form and button it could reach, globals a
 * careless script would clobber, and traps on everything of the page a widget could read
 * (cookies, storage, DOM queries, form values). Recorded before widget.js runs.
 */
const hostPage = (widget: string) => `<!doctype html>
<html lang="en"><head><title>Hostile host</title>
<style>
  * { font-family: "Comic Sans MS", cursive !important; color: rgb(255, 0, 0) !important; }
  button, select, input { background: rgb(255, 255, 0) !important; font-size: 40px !important; }
  body { background: rgb(0, 0, 255); }
</style>
<script>
  window.Parasol = 'the host owns this name';
  window.$ = function hostJquery() { return 'host'; };
  window.__reads = [];
  const trap = (object, name) => {
    const descriptor = Object.getOwnPropertyDescriptor(object, name);
    Object.defineProperty(object, name, {
      configurable: true,
      get() { window.__reads.push(name); return descriptor.get ? descriptor.get.call(this) : descriptor.value; },
      set(v) { window.__reads.push(name + '='); if (descriptor.set) descriptor.set.call(this, v); },
    });
  };
  trap(Document.prototype, 'cookie');
  trap(window, 'localStorage');
  trap(window, 'sessionStorage');
  trap(HTMLInputElement.prototype, 'value');
  for (const name of ['querySelector', 'querySelectorAll', 'getElementById', 'getElementsByTagName', 'getElementsByClassName', 'getElementsByName']) {
    const original = Document.prototype[name];
    Document.prototype[name] = function (...args) { window.__reads.push(name); return original.apply(this, args); };
  }
  document.cookie = 'session=host-secret';
  window.__reads.length = 0;
  window.__globals = [...Object.getOwnPropertyNames(window), '__globals'];
</script>
</head><body>
<h1 id="title">Hostile host</h1>
<form><label>Card <input id="card" value="4111 1111 1111 1111"></label><button id="host-button">Host button</button></form>
${widget}
</body></html>`;

describe('the widget in a hostile host page (neither reads nor changes it)', function () {
  this.timeout(60_000);
  let browser: Browser;
  let parasols: Parasols;

  before(async () => {
    parasols = await startParasol();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await parasols?.server.close();
  });

  it('adds one iframe after its tag and nothing else: host styles and globals intact, nothing of the host read, its own form unstyled by the host', async () => {
    const host = await startHostSite(hostPage(widgetTag(parasols.server.url, { ref: REF, residence: 'FR', lang: 'en' })));
    const page = await browser.newPage();
    try {
      // A string, not a function: the test runner's compiler would name an inner arrow function with a helper the page lacks.
      const hostStyle = () =>
        page.evaluate(`(() => {
          const style = (id) => {
            const s = getComputedStyle(document.getElementById(id));
            return { color: s.color, background: s.backgroundColor, font: s.fontFamily, size: s.fontSize };
          };
          return { title: style('title'), button: style('host-button'), body: getComputedStyle(document.body).backgroundColor };
        })()`);
      await page.goto(host.url);
      const frame = page.frameLocator('iframe');
      await frame.getByRole('button', { name: 'See prices' }).waitFor();

      // Read first: what this test reads below is trapped too.
      const reads = await page.evaluate(() => [...(window as unknown as { __reads: string[] }).__reads]);
      expect(reads, 'what of the host page the widget read').to.deep.equal([]);
      const after = await page.evaluate(() => ({
        // window[0] is the browser's own name for the page's first frame, not a global a script defined.
        addedGlobals: Object.getOwnPropertyNames(window).filter((n) => n !== '0' && !(window as unknown as { __globals: string[] }).__globals.includes(n)),
        parasol: (window as unknown as { Parasol: unknown }).Parasol,
        dollar: typeof (window as unknown as { $: () => string }).$ === 'function' ? (window as unknown as { $: () => string }).$() : null,
        styleSheets: document.styleSheets.length,
        headChildren: [...document.head.children].map((e) => e.tagName),
        bodyChildren: [...document.body.children].map((e) => e.tagName),
        card: (document.getElementById('card') as HTMLInputElement).defaultValue,
        cookie: Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.get?.call(document),
      }));
      expect(after.addedGlobals, 'globals the widget defined').to.deep.equal([]);
      expect(after.parasol).to.equal('the host owns this name');
      expect(after.dollar).to.equal('host');
      expect(after.styleSheets).to.equal(1);
      expect(after.headChildren).to.deep.equal(['TITLE', 'STYLE', 'SCRIPT']);
      // The tag, then the one iframe it inserted right after itself.
      expect(after.bodyChildren).to.deep.equal(['H1', 'FORM', 'SCRIPT', 'IFRAME']);
      expect(after.cookie).to.equal('session=host-secret');

      // The host's styles still apply to the host, as they did.
      expect(await hostStyle()).to.deep.equal({
        title: { color: 'rgb(255, 0, 0)', background: 'rgba(0, 0, 0, 0)', font: '"Comic Sans MS", cursive', size: '32px' },
        button: { color: 'rgb(255, 0, 0)', background: 'rgb(255, 255, 0)', font: '"Comic Sans MS", cursive', size: '40px' },
        body: 'rgb(0, 0, 255)',
      });
      // And none of them reach the widget's own button.
      const widgetButton = await frame.getByRole('button', { name: 'See prices' }).evaluate((b) => {
        const s = getComputedStyle(b);
        return { color: s.color, background: s.backgroundColor, size: s.fontSize };
      });
      expect(widgetButton).to.deep.equal({ color: 'rgb(255, 255, 255)', background: 'rgb(11, 110, 105)', size: '16px' });
      // The frame is sandboxed: it may not navigate the host page.
      expect(await page.locator('iframe').getAttribute('sandbox')).to.not.contain('allow-top-navigation');
    } finally {
      await page.close();
      await host.close();
    }
  });
});
