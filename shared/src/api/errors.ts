// Every error the API can produce, reduced to one shape the portal shows: `{status, msg}`.
// The real server answers errors in several shapes (contract §3.1): `{msg}`, `{error}`, `{status:'fail', message}`,
// plain text (`Unauthorized`, `Forbidden`, `Not Found`), HTML (Express' unknown route page) or nothing at all.

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again';
export const UNREACHABLE_MESSAGE = 'The server cannot be reached';

/** HTTP status, or what fetch failures are called by RTK Query. */
export type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';

export interface ApiError {
  status: ApiErrorStatus;
  /** What to show the user: the server's message when readable, else a generic one. */
  msg: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Short plain-text bodies are readable messages; HTML pages and long dumps are not. */
function readableText(body: string): string | null {
  const text = body.trim();
  if (!text || text.length > 300 || /^</.test(text) || /<html|<!doctype/i.test(text)) return null;
  return text;
}

/** The message an error body carries, if any. */
export function messageFromBody(body: unknown): string | null {
  if (typeof body === 'string') {
    // A JSON body that was not parsed (wrong content-type) is still a JSON body.
    try {
      const parsed: unknown = JSON.parse(body);
      if (isRecord(parsed)) return messageFromBody(parsed);
    } catch {
      // not JSON: plain text
    }
    return readableText(body);
  }
  if (isRecord(body)) {
    for (const key of ['msg', 'error', 'message'] as const) {
      if (nonEmpty(body[key])) return body[key].trim();
    }
  }
  return null;
}

/** Normalises an HTTP error (status + body) to `{status, msg}`. */
export function normaliseHttpError(status: number, body: unknown): ApiError {
  return { status, msg: messageFromBody(body) ?? GENERIC_ERROR_MESSAGE };
}

/** Normalises whatever a failed call or `unwrap()` produced. */
export function toApiError(error: unknown): ApiError {
  if (isRecord(error)) {
    const status = error.status;
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { status, msg: UNREACHABLE_MESSAGE };
    if (typeof status === 'number') {
      return nonEmpty(error.msg) ? { status, msg: error.msg } : normaliseHttpError(status, error.data);
    }
    if (typeof status === 'string' && nonEmpty(error.msg))
      return { status: status as ApiErrorStatus, msg: error.msg };
    if (status === 'PARSING_ERROR') return { status, msg: GENERIC_ERROR_MESSAGE };
  }
  return { status: 'CUSTOM_ERROR', msg: GENERIC_ERROR_MESSAGE };
}

export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    nonEmpty(value.msg) &&
    (typeof value.status === 'number' || typeof value.status === 'string')
  );
}
