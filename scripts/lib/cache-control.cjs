// Cache-Control of the production static server (app-server.cjs): `no-cache` for what keeps a stable name (pages,
// config.json, remoteEntry.js, mf-manifest.json) and anything without a content hash, `immutable` for hashed files
// (chunks, stylesheets, and in production the entries: main.<hash>.js).
const path = require('node:path');

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Entries, chunks and CSS carry a 10-hex content hash (webpack/create-app-config.cjs): `name.0123456789.js`.
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/;

function cacheControlFor(filePath) {
  return HASHED.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

module.exports = { NO_CACHE, IMMUTABLE, HASHED, cacheControlFor };
