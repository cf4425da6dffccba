// Cache-Control of the production static server (app-server.cjs): `no-cache` for entry files and anything without
// a content hash, `immutable` for hashed chunks.
const path = require('node:path');

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Chunks and CSS carry a 10-hex content hash (webpack/create-app-config.cjs): `name.0123456789.js`.
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/;

function cacheControlFor(filePath) {
  return HASHED.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

module.exports = { NO_CACHE, IMMUTABLE, HASHED, cacheControlFor };
