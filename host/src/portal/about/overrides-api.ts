// The host server's per-browser overrides (`/overrides`, scripts/lib/overrides.cjs): what an admin may load an
// area from, and the cookie that says what this browser loads. Plain fetches to the page's own origin: these are
// the portal server's, not the jambonz API's.

/** A published release of an area, as the registry records it. */
export interface PublishedRelease {
  release: string;
  version?: string;
  builtAt?: string;
}

export interface OverrideChoices {
  areas: Record<string, { managed: boolean; inUse: string | null; releases: PublishedRelease[] }>;
  /** URL prefixes a manifest may be loaded from (OVERRIDE_ALLOWED_URLS); empty: releases only. */
  allowedUrls: string[];
}

export type OverrideChoice = { release: string } | { url: string };

export class OverrideError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'OverrideError';
  }
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw new OverrideError('The server cannot be reached', 0);
  }
  if (response.ok) return response;
  let msg = `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { msg?: unknown };
    if (typeof body.msg === 'string') msg = body.msg;
  } catch {
    // not JSON: the status says it
  }
  throw new OverrideError(msg, response.status);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Admin only: every area's published releases and the allowed URL prefixes. */
export async function fetchOverrideChoices(token: string): Promise<OverrideChoices> {
  return (await (await send('/overrides', { headers: bearer(token) })).json()) as OverrideChoices;
}

/** Admin only: this browser loads `area` from `choice` from its next page load. */
export async function setOverride(token: string, area: string, choice: OverrideChoice): Promise<void> {
  await send(`/overrides/${encodeURIComponent(area)}`, {
    method: 'PUT',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(choice),
  });
}

/** This browser loads `area` as the portal serves it again, from its next page load. */
export async function clearOverride(area: string): Promise<void> {
  await send(`/overrides/${encodeURIComponent(area)}`, { method: 'DELETE' });
}

/** A full page load: the area's new code comes with the next config.json (and the page's CSP with it). */
export const reloadPage = () => window.location.reload();
