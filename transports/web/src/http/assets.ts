import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type Router from '@koa/router';

interface Asset {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
}

/** Files of the package's assets/ folder, read once at start-up (the same path from src/ and dist/). */
const asset = (file: string, type: string): Asset => {
  const body = readFileSync(new URL(`../../assets/${file}`, import.meta.url));
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
};

/**
 * GET /widget.js and the pages' stylesheet and frame script: no key, no quota, cacheable for an
 * hour and revalidated by ETag, so a partner's page costs Parasol one conditional request per
 * visitor and hour at most. No CORS header: a script tag needs none.
 */
export function mountAssets(router: Router): void {
  const files: Readonly<Record<string, Asset>> = {
    '/widget.js': asset('widget.js', 'text/javascript; charset=utf-8'),
    '/assets/frame.js': asset('frame.js', 'text/javascript; charset=utf-8'),
    '/assets/parasol.css': asset('parasol.css', 'text/css; charset=utf-8'),
    // The partner console's (/console).
    '/assets/console.css': asset('console.css', 'text/css; charset=utf-8'),
    '/assets/console.js': asset('console.js', 'text/javascript; charset=utf-8'),
  };
  for (const [path, file] of Object.entries(files)) {
    router.get(path, (ctx) => {
      ctx.set({ 'Cache-Control': 'public, max-age=3600', ETag: file.etag, 'X-Content-Type-Options': 'nosniff' });
      if (ctx.get('If-None-Match') === file.etag) {
        ctx.status = 304;
        return;
      }
      ctx.type = file.type;
      ctx.body = file.body;
    });
  }
}
