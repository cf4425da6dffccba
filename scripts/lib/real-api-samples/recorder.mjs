// The recorder of scripts/record-real-api-samples.mjs: requests to a real jambonz API server as the portal makes
// them, and each recorded answer written as NAME.json = {"request": {method, path, json?}, "status",
// "headers": {selected}, "body": <JSON | text | null>}.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The answer headers a recording keeps. */
const HEADERS = [
  'content-type',
  'content-length',
  'access-control-allow-origin',
  'ratelimit-remaining',
  'etag',
  'cache-control',
];

/** One request, as the portal makes it; returns status and parsed body. */
export async function call(api, method, pathname, { json, token } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${api}${pathname}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  let body = null;
  if (text !== '') body = type.includes('application/json') ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body };
}

/**
 * The recorder for the server at `api` (…/v1), with its admin API key `adminKey`: `record` makes a request with the
 * recorder's admin JWT (`token`, set once signed in) and writes NAME.json into `out` (or `dir`), `admin` one with the
 * admin API key that is not recorded; `written` lists what was recorded.
 */
export function createRecorder({ api, adminKey, repoRoot, out }) {
  const written = [];
  const recorder = {
    written,
    token: '',
    call: (method, pathname, options) => call(api, method, pathname, options),
    /** Makes the request with the recorder's admin JWT and writes NAME.json. */
    async record(name, method, pathname, json, dir = out) {
      const answer = await call(api, method, pathname, { json, token: recorder.token });
      const headers = {};
      for (const key of HEADERS) if (answer.headers.has(key)) headers[key] = answer.headers.get(key);
      const sample = {
        request: {
          method,
          path: new URL(`${api}${pathname}`).pathname + new URL(`${api}${pathname}`).search,
          ...(json === undefined ? {} : { json }),
        },
        status: answer.status,
        headers,
        body: answer.body,
      };
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(sample, null, 2)}\n`);
      written.push(
        `${path.relative(repoRoot, dir)}/${name}.json  ${method} ${sample.request.path} → ${answer.status}`,
      );
      return answer.body;
    },
    /** With the admin API key, not recorded (set-up and clean-up). */
    async admin(method, pathname, json) {
      const answer = await call(api, method, pathname, { json, token: adminKey });
      if (answer.status >= 400)
        throw new Error(`${method} ${pathname} → ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
  };
  return recorder;
}
