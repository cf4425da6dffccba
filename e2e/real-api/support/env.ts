// Where the real jambonz API is, as scripts/test-real-api.mjs hands it to the lane.
export interface RealApiEnv {
  /** The API's base URL, ending in /v1 (e.g. http://127.0.0.1:3900/v1). */
  apiUrl: string;
  /** An admin-scope API key of that server. */
  adminKey: string;
}

export function realApiEnv(): RealApiEnv {
  const apiUrl = process.env.REAL_API_URL?.trim().replace(/\/+$/, '');
  const adminKey = process.env.REAL_API_ADMIN_KEY?.trim();
  if (!apiUrl || !adminKey)
    throw new Error(
      'REAL_API_URL and REAL_API_ADMIN_KEY are not set: start the lane with `npm run test:real-api`',
    );
  if (!/^https?:\/\/.+\/v1$/.test(apiUrl))
    throw new Error(`REAL_API_URL="${apiUrl}" must be the API's http(s) base URL ending in /v1`);
  return { apiUrl, adminKey };
}

/** The portal the global setup started (its host's origin). */
export function portalUrl(): string {
  const url = process.env.REAL_API_PORTAL_URL;
  if (!url) throw new Error('REAL_API_PORTAL_URL is not set: the lane’s global setup starts the portal');
  return url;
}
