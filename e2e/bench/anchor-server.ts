// Serves a production build of jambonz-webapp (the portal Switchboard replaces) for the benchmark's side-by-side
// rows, the way its own container does: static files gzipped on the fly (its `serve -s dist`), every page path
// falling back to index.html, and the API's address given to the page as `window.JAMBONZ` (what its
// entrypoint.sh writes into index.html). Nothing of it is built here: ANCHOR_WEBAPP_DIST points at a build made
// elsewhere; without it the benchmark has no anchor rows.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export interface AnchorServer {
  url: string;
  close: () => Promise<void>;
}

export async function startAnchorServer(
  dist: string,
  apiBaseUrl: string,
  port: number,
): Promise<AnchorServer> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no index.html`);
  const config = `<script>window.JAMBONZ = {API_BASE_URL: ${JSON.stringify(apiBaseUrl)}};</script>`;
  const page = readFileSync(path.join(dist, 'index.html'), 'utf8').replace('</head>', `${config}</head>`);
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    const ext = isFile ? path.extname(file) : '.html';
    let body: Buffer = !isFile || pathname === '/index.html' ? Buffer.from(page) : readFileSync(file);
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    if (
      /text|javascript|json|svg/.test(headers['Content-Type']) &&
      /gzip/.test(String(request.headers['accept-encoding']))
    ) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
