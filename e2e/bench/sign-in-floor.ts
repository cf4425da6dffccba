// `node dist/bench/sign-in-floor.js` in e2e/ (after `npm run build` and the bench's compile, `npm run bench -w e2e`'s
// first step): the floor under the bench's 'username field visible' row.
// The host's sign-in page and two bare pages, each served by the host's production server (scripts/lib/app-server.cjs:
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
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/browser';
import { freePorts } from '../harness/ports';
import { repoRoot } from '../harness/paths';
import { PROFILES, mark, newPage } from './browser-page';
import { RUNS, format, median, printTable, quantile } from './metrics';

interface AppServer {
  server: {
    listen: (options: { port: number; host: string }) => Promise<string>;
    close: () => Promise<void>;
  };
}
const { createAppServer } = createRequire(__filename)(path.join(repoRoot, 'scripts/lib/app-server.cjs')) as {
  createAppServer: (options: { app: string; dist: string }) => Promise<AppServer>;
};

const page = (body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/>' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"/><title>Switchboard</title></head>' +
  `<body>${body}<p><label>Username <input name="username"/></label></p></body></html>`;

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
  while (brotliCompressSync(page(`<p>${text}</p>`)).length < bytes) {
    for (let i = 0; i < 40; i += 1) {
      seed = (seed * 48271) % 2147483647;
      text += `${words[seed % words.length]}${seed % 97} `;
    }
  }
  return page(`<p>${text}</p>`);
}

/** The sign-in page without what makes it ask for files (its entry script, preloads, stylesheet links). */
const withoutRequests = (html: string) =>
  html
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
    .replace(/<link rel="(?:preload|stylesheet)"[^>]*>/g, '');
const withoutStyle = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/g, '');

/** A copy of the host's build whose sign-in page (index.html and its compressed copies) is `html`. */
function withPage(from: string, to: string, html: string) {
  cpSync(from, to, { recursive: true });
  writeFileSync(path.join(to, 'index.html'), html);
  writeFileSync(path.join(to, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(to, 'index.html.gz'), gzipSync(html, { level: 9 }));
}

async function main() {
  const hostDist = path.join(repoRoot, 'host/dist');
  const signIn = readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-floor-'));
  const pages = [
    { label: 'sign-in page', dist: hostDist },
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
    { label: 'bare page, minimal', dist: path.join(dir, 'minimal'), html: page('') },
  ];
  const servers: AppServer['server'][] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const ports = await freePorts(pages.length);
    const urls: string[] = [];
    for (const [index, entry] of pages.entries()) {
      if (entry.html) withPage(hostDist, entry.dist, entry.html);
      const { server } = await createAppServer({ app: 'host', dist: entry.dist });
      await server.listen({ port: ports[index], host: '127.0.0.1' });
      servers.push(server);
      urls.push(`http://127.0.0.1:${ports[index]}/`);
    }
    const rows: string[][] = [['page', 'profile', 'document (br)', 'median', 'p90']];
    for (const profile of PROFILES) {
      const samples = pages.map(() => [] as number[]);
      for (let run = 0; run < RUNS; run += 1) {
        process.stdout.write(`\r${profile.label}: run ${run + 1}/${RUNS}   `);
        for (const [index, url] of urls.entries()) {
          const { context, page: tab } = await newPage(browser, profile);
          await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
          const laidOutAt = await mark(tab, 'username');
          await tab.waitForFunction(
            () => performance.getEntriesByName('first-contentful-paint').length > 0,
            null,
            {
              timeout: 120_000,
              polling: 100,
            },
          );
          const paintedAt = await tab.evaluate(
            () => performance.getEntriesByName('first-contentful-paint')[0].startTime,
          );
          samples[index].push(Math.max(laidOutAt, paintedAt));
          await context.close();
        }
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
