// The floor under the bench's 'username field visible' row: what the browser, the link and the probe take whatever
// the page does. A page is served by the host's production server (scripts/lib/app-server.cjs: the same headers, CSP
// and compression as the sign-in page) from a copy of the host's build whose index.html is that page, and opened the
// way the bench opens the sign-in page (bench/browser-page.ts: cold cache, its probe, the profile's throttling).
import { cpSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { repoRoot } from '../harness/paths';
import { mark, newPage, type Profile } from './browser-page';

interface AppServer {
  server: {
    listen: (options: { port: number; host: string }) => Promise<string>;
    close: () => Promise<void>;
  };
}
const { createAppServer } = createRequire(__filename)(path.join(repoRoot, 'scripts/lib/app-server.cjs')) as {
  createAppServer: (options: { app: string; dist: string }) => Promise<AppServer>;
};

export const HOST_DIST = path.join(repoRoot, 'host/dist');

/** A page holding `body` and then the one field the bench waits for: `<input name="username">`, labelled. */
export const fieldPage = (body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/>' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"/><title>Switchboard</title></head>' +
  `<body>${body}<p><label>Username <input name="username"/></label></p></body></html>`;

/** The ~200-byte page: the field alone. */
export const MINIMAL_PAGE = fieldPage('');

/** A copy of the host's build at `to` whose index.html (and its compressed copies) is `html`. */
export function buildWithPage(to: string, html: string): string {
  cpSync(HOST_DIST, to, { recursive: true });
  writeFileSync(path.join(to, 'index.html'), html);
  writeFileSync(path.join(to, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(to, 'index.html.gz'), gzipSync(html, { level: 9 }));
  return to;
}

/** The host's production server over `dist` on 127.0.0.1:`port`: its URL and how to stop it. */
export async function servePage(
  dist: string,
  port: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const { server } = await createAppServer({ app: 'host', dist });
  await server.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/**
 * When the username field became visible on an opened page (ms since navigation start): laid out (the probe's mark,
 * taken at a DOM change, when layout may run before render-blocking stylesheets arrive and nothing is painted yet)
 * and painted (the first contentful paint), whichever came later.
 */
export async function usernameVisibleAt(page: Page): Promise<{ laidOutAt: number; visibleAt: number }> {
  const laidOutAt = await mark(page, 'username');
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 120_000,
    polling: 100,
  });
  const paintedAt = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0].startTime,
  );
  return { laidOutAt, visibleAt: Math.max(laidOutAt, paintedAt) };
}

/** One cold open of `url` on `profile`: when its username field became visible. */
export async function usernameVisibleRun(browser: Browser, profile: Profile, url: string): Promise<number> {
  const { context, page } = await newPage(browser, profile);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    return (await usernameVisibleAt(page)).visibleAt;
  } finally {
    await context.close();
  }
}
