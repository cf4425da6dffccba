#!/usr/bin/env node
// Weighs the sign-in page of a running portal in headless Chromium (cold cache, fresh context per run):
// JS + CSS bytes transferred and requests until the username field is visible (plus a short settle), and the
// time from navigation start until it is. Desktop, then a mobile profile (CPU ×4, 150 ms latency, 1.6 Mbit/s).
//   node scripts/measure-sign-in.mjs [http://localhost:8080] [--runs 7]
// (A measuring tool for developers; the project's budgets are checked by `npm run bench`.)
import { chromium } from 'playwright';

const args = process.argv.slice(2);
const base = args.find((a) => a.startsWith('http')) ?? 'http://localhost:8080';
const runs = Number(args[args.indexOf('--runs') + 1]) || 7;
const SETTLE_MS = 500;

const MOBILE = { cpu: 4, latency: 150, downloadKbps: 1600, uploadKbps: 750 };

async function measure(browser, profile) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: (profile.downloadKbps * 1000) / 8,
      uploadThroughput: (profile.uploadKbps * 1000) / 8,
    });
  }
  const types = new Map();
  const assets = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    types.set(requestId, { type, url: response.url }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const seen = types.get(requestId);
    if (seen && (seen.type === 'Script' || seen.type === 'Stylesheet'))
      assets.push({ ...seen, bytes: encodedDataLength });
  });
  await page.goto(`${base}/`);
  await page.getByLabel(/Username/).waitFor({ state: 'visible', timeout: 60_000 });
  const visibleMs = await page.evaluate(() => performance.now());
  await page.waitForTimeout(SETTLE_MS);
  const result = {
    visibleMs,
    bytes: assets.reduce((sum, a) => sum + a.bytes, 0),
    requests: assets.length,
    assets: [...assets],
  };
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  for (const [label, profile] of [
    ['desktop', null],
    ['mobile (CPU ×4, 150 ms, 1.6 Mbit/s)', MOBILE],
  ]) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await measure(browser, profile));
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `${label}: JS+CSS ${kb(median(results.map((r) => r.bytes)))} in ${median(results.map((r) => r.requests))} requests; ` +
        `username visible after ${Math.round(median(results.map((r) => r.visibleMs)))} ms (median of ${runs})`,
    );
    if (process.env.VERBOSE) {
      for (const asset of results[0].assets)
        console.log(`   ${kb(asset.bytes).padStart(9)}  ${asset.url.replace(base, '')}`);
    }
  }
} finally {
  await browser.close();
}
