// `node dist/bench/sign-in-floor.js` in e2e/ (after `npm run build` and the bench's compile, `npm run bench -w e2e`'s
// first step): the floor under the bench's 'username field visible' row.
// The host's sign-in page, two pages made from it and two bare pages, each served by the host's production server (scripts/lib/app-server.cjs:
// the same headers, CSP and compression) and opened the way the bench opens a page (bench/browser-page.ts: cold
// cache, its probe, the throttled profile), turn about, BENCH_RUNS times each:
//   sign-in page   the host's build as it is;
//   its markup and style, no requests   the sign-in page without its script, preload and stylesheet links: what
//                  asking for the app's files while the page is parsed costs the first paint;
//   its markup only  the same without its inline stylesheet too: what styling the form costs;
//   bare, same size  one `<input name="username">` after plain text, as many compressed bytes as the sign-in page,
//                  no stylesheet, no script, no request but the document;
//   bare, minimal  the same input in a ~200-byte document.
// The time is the bench's: the later of the field's layout mark and the first contentful paint. What a bare page
// takes is what the browser, the link and the probe take whatever the page does: the sign-in page cannot go below it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/browser';
import { freePorts } from '../harness/ports';
import { PROFILES } from './browser-page';
import {
  HOST_DIST,
  MINIMAL_PAGE,
  buildWithPage,
  fieldPage,
  servePage,
  usernameVisibleRun,
} from './floor-page';
import { RUNS, format, median, printTable, quantile } from './metrics';

/** Plain words (compressing about as well as markup) until the page is `bytes` long once compressed by brotli. */
function bareOfSize(bytes: number): string {
  const words = [
    'account',
    'carrier',
    'number',
    'speech',
    'call',
    'trace',
    'route',
    'user',
    'admin',
    'portal',
  ];
  let seed = 7;
  let text = '';
  while (brotliCompressSync(fieldPage(`<p>${text}</p>`)).length < bytes) {
    for (let i = 0; i < 40; i += 1) {
      seed = (seed * 48271) % 2147483647;
      text += `${words[seed % words.length]}${seed % 97} `;
    }
  }
  return fieldPage(`<p>${text}</p>`);
}

/** The sign-in page without what makes it ask for files (its entry script, preloads, stylesheet links). */
const withoutRequests = (html: string) =>
  html
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
    .replace(/<link rel="(?:preload|stylesheet)"[^>]*>/g, '');
const withoutStyle = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/g, '');

async function main() {
  const signIn = readFileSync(path.join(HOST_DIST, 'index.html'), 'utf8');
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-floor-'));
  const pages = [
    { label: 'sign-in page', dist: HOST_DIST },
    {
      label: 'its markup and style, no requests',
      dist: path.join(dir, 'no-requests'),
      html: withoutRequests(signIn),
    },
    {
      label: 'its markup only',
      dist: path.join(dir, 'markup-only'),
      html: withoutStyle(withoutRequests(signIn)),
    },
    {
      label: 'bare page, same size',
      dist: path.join(dir, 'same-size'),
      html: bareOfSize(brotliCompressSync(signIn).length),
    },
    { label: 'bare page, minimal', dist: path.join(dir, 'minimal'), html: MINIMAL_PAGE },
  ];
  const servers: { close: () => Promise<void> }[] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const ports = await freePorts(pages.length);
    const urls: string[] = [];
    for (const [index, entry] of pages.entries()) {
      const served = await servePage(
        entry.html ? buildWithPage(entry.dist, entry.html) : entry.dist,
        ports[index],
      );
      servers.push(served);
      urls.push(served.url);
    }
    const rows: string[][] = [['page', 'profile', 'document (br)', 'median', 'p90']];
    for (const profile of PROFILES) {
      const samples = pages.map(() => [] as number[]);
      for (let run = 0; run < RUNS; run += 1) {
        process.stdout.write(`\r${profile.label}: run ${run + 1}/${RUNS}   `);
        for (const [index, url] of urls.entries())
          samples[index].push(await usernameVisibleRun(browser, profile, url));
      }
      process.stdout.write('\n');
      for (const [index, entry] of pages.entries()) {
        const html = entry.html ?? signIn;
        rows.push([
          entry.label,
          profile.id,
          format(brotliCompressSync(html).length / 1024, 'KB'),
          format(median(samples[index]), 'ms'),
          format(quantile(samples[index], 0.9), 'ms'),
        ]);
      }
    }
    printTable(
      `Username field visible: the sign-in page and bare pages — ${RUNS} runs each, turn about`,
      rows,
    );
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
