// A JWT's claims as its payload states them, without checking its signature: for a server that only uses them to
// decide what to ask the API, which verifies the token itself (./login-landing.cjs), or after the API has just
// accepted it (./overrides.cjs).

/** The token's claims object; null when it has none to read. */
function tokenClaims(token) {
  try {
    const claims = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

module.exports = { tokenClaims };
