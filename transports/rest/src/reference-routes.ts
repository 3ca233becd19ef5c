import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Koa from 'koa';

/**
 * What the API reference is served from: the OpenAPI document generated from the schemas, or how
 * to build it, built then by the first request for it (no start-up waits for a page only
 * developers read).
 */
export interface ApiReference {
  readonly document: object | (() => object);
}

const require = createRequire(import.meta.url);

/**
 * Redoc's sidebar credit shows Redocly's logo from their CDN, which the page's CSP (img-src
 * 'self' data:) blocks, logging an error on every visit. The page loads nothing from elsewhere, so
 * the bundle is served with that address replaced by an empty same-origin image (a data: URI the
 * CSP allows): the credit's words stay, the blocked request and its error go.
 */
export const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_LOGO = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/** The standalone bundle as served: every third-party address it would load an image from replaced. */
export const servedRedocBundle = (bundle: string): string => bundle.replaceAll(REDOC_CDN_LOGO, EMPTY_LOGO);

/**
 * The rendered reference: Redoc's standalone bundle, shipped in the `redoc` package and served
 * from here (no third-party CDN, so the page works offline and leaks no visit), reading the
 * document from /openapi.json. An empty icon, so the browser asks for no /favicon.ico (a 404 in its console).
 */
const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parasol API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<redoc spec-url="/openapi.json" hide-download-button="false"></redoc>
<script src="/docs/redoc.standalone.js"></script>
</body>
</html>
`;

/**
 * GET /openapi.json, GET /docs and its script: public, unsigned, no quota, no CORS header (the
 * reference is read in a browser, but the API itself never is). The document changes with a
 * release only, so it may be cached for a few minutes.
 */
export function referenceRoutes(reference: ApiReference): Koa.Middleware {
  let documentText: string | undefined;
  const documentOnce = () => (documentText ??= JSON.stringify(typeof reference.document === 'function' ? reference.document() : reference.document));
  let script: Buffer | undefined;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/openapi.json') {
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.type = 'application/json';
      ctx.body = documentOnce();
      return;
    }
    if (ctx.path === '/docs') {
      ctx.set({
        'Cache-Control': 'public, max-age=300',
        // Redoc renders with inline styles and a web worker built from a blob.
        'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; worker-src 'self' blob:; font-src 'self' data:",
      });
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = docsPage;
      return;
    }
    if (ctx.path === '/docs/redoc.standalone.js') {
      script ??= Buffer.from(servedRedocBundle(readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8')));
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = 'application/javascript; charset=utf-8';
      ctx.body = script;
      return;
    }
    return next();
  };
}
