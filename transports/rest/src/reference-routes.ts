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
 * The rendered reference: Redoc's standalone bundle, shipped in the `redoc` package and served
 * from here (no third-party CDN, so the page works offline and leaks no visit), reading the
 * document from /openapi.json.
 */
const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parasol API reference</title>
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
      script ??= readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'));
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = 'application/javascript; charset=utf-8';
      ctx.body = script;
      return;
    }
    return next();
  };
}
