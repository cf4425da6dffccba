// The console rule: a page used the way the product describes it leaves no error in the console
// and no failed request. Every test of the suite runs with the `problems` fixture (auto): it watches the test's
// browser context — console errors, uncaught page errors, requests that failed (network error, aborted) and responses
// of 400 or more — and fails the test, once it is over, on each one the test did not say it expects.
//
// A test that exercises an error on purpose says so, with the reason, before it happens:
//
//   test('wrong password', async ({ page, problems }) => {
//     problems.allow(/POST .*\/v1\/login → 403/, 'the wrong password is refused');
//
// A pattern is matched against each problem's one-line description (below), so it names the request or message.
import type { BrowserContext, ConsoleMessage, Page, Request, Response } from '@playwright/test';

export interface Problems {
  /** Expects problems matching `pattern` in this test (every one of them), for the given reason. */
  allow(pattern: RegExp, reason: string): void;
  /** Watches a context the test opened itself (`browser.newContext()`); the test's own is watched already. */
  watch(context: BrowserContext): void;
  /** Every problem seen so far, allowed or not (for a test that checks them itself). */
  readonly seen: readonly string[];
}

/** `console error: <text> (<where>)` */
export function describeConsole(message: ConsoleMessage): string {
  const where = message.location()?.url;
  return `console error: ${message.text()}${where ? ` (${where})` : ''}`;
}

/** `GET <url> → <status>` or `GET <url> → failed: <reason>` */
export function describeRequest(request: Request, response?: Response): string {
  const outcome = response
    ? String(response.status())
    : `failed: ${request.failure()?.errorText ?? 'unknown'}`;
  return `${request.method()} ${request.url()} → ${outcome}`;
}

/** A CSP report of code the test itself put in the page (axe's checks, `page.evaluate`): such scripts have no URL. */
const isToolCspReport = (message: ConsoleMessage) =>
  !message.location()?.url && /violates the following Content Security Policy directive/.test(message.text());

export class ProblemWatch implements Problems {
  private readonly allowed: { pattern: RegExp; reason: string }[] = [];
  private readonly watched = new Set<BrowserContext>();
  private readonly problems: { text: string; excused?: () => boolean }[] = [];
  /** Documents each page has loaded so far (its main frame's DOMContentLoaded). */
  private readonly documents = new WeakMap<Page, number>();
  private readonly closed = new WeakSet<Page>();
  /** The page's document count when a request started. */
  private readonly startedIn = new WeakMap<Request, number>();

  get seen(): readonly string[] {
    return this.problems.map((p) => p.text);
  }

  allow(pattern: RegExp, reason: string): void {
    if (!reason.trim()) throw new Error('problems.allow needs the reason the test expects it');
    this.allowed.push({ pattern, reason });
  }

  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    const track = (page: Page) => {
      if (this.documents.has(page)) return;
      this.documents.set(page, 0);
      page.on('domcontentloaded', () => this.documents.set(page, (this.documents.get(page) ?? 0) + 1));
      page.on('close', () => this.closed.add(page));
    };
    context.pages().forEach(track);
    context.on('page', track);
    context.on('console', (message) => {
      if (message.type() === 'error' && !isToolCspReport(message))
        this.problems.push({ text: describeConsole(message) });
    });
    context.on('weberror', (error) => this.problems.push({ text: `page error: ${error.error().message}` }));
    context.on('request', (request) => {
      const page = pageOf(request);
      if (page) this.startedIn.set(request, this.documents.get(page) ?? 0);
    });
    context.on('requestfailed', (request) => {
      const page = pageOf(request);
      const started = this.startedIn.get(request);
      const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
      this.problems.push({
        text: describeRequest(request),
        // a request the browser dropped because the test navigated the page or closed it (page.goto, a reload)
        // was cut short by the test, not failed by the portal
        excused:
          aborted && page && started !== undefined
            ? () => this.closed.has(page) || (this.documents.get(page) ?? 0) > started
            : undefined,
      });
    });
    context.on('response', (response) => {
      if (response.status() >= 400)
        this.problems.push({ text: describeRequest(response.request(), response) });
    });
  }

  /** The problems no allow() pattern matches. */
  unexpected(): string[] {
    return this.problems
      .filter((problem) => !problem.excused?.())
      .map((problem) => problem.text)
      .filter((text) => !this.allowed.some(({ pattern }) => pattern.test(text)));
  }
}

function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null; // a service worker's request
  }
}
