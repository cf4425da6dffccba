// Every error the API can produce, reduced to one shape the portal shows: `{status, msg}`.
// The real server answers errors in several shapes (docs/api/contract.md#status-codes): `{msg}`, `{error}`, `{status:'fail', message}`,
// plain text (`Unauthorized`, `Forbidden`, `Not Found`), HTML (Express' unknown route page) or nothing at all.

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again';
export const UNREACHABLE_MESSAGE = 'The server cannot be reached';
/** What stands for a server text written for programs (SQL, a driver's error); the text itself goes to `details`. */
export const SERVER_REFUSED_MESSAGE = 'The server refused the request';

/** HTTP status, or what fetch failures are called by RTK Query. */
export type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';

export interface ApiError {
  status: ApiErrorStatus;
  /** What to show the user: the server's message when readable, else a generic one. */
  msg: string;
  /** The server's own text when it was written for programs, not people (SQL, a driver's or runtime's error). */
  details?: string;
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

// Text written for programs, not people: SQL and database drivers (MySQL/MariaDB, SQLite), runtime errors and
// stack frames — what a jambonz API puts in `msg` when a write fails inside it.
const TECHNICAL = [
  /\b(INSERT INTO|DELETE FROM|SELECT\b.+\bFROM|UPDATE\b.+\bSET)\b/i,
  /\bUnknown column\b|\bDuplicate entry\b|\bfor key '|\bER_[A-Z_]{3,}\b|\bSQLITE_[A-Z_]+\b|\bSQL syntax\b/,
  /\bforeign key constraint\b|\bCannot (add|delete) or update a (child|parent) row\b|\bData too long for column\b/i,
  /\bIncorrect \w+ value\b|\bdoesn't have a default value\b|\bColumn '[^']+' cannot be null\b/,
  /\b(TypeError|ReferenceError|SyntaxError|RangeError)\b|\bCannot read propert(y|ies) of\b|\bis not a function\b/,
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN)\b|\n\s+at .+:\d+:\d+/,
  /^internal server error$/i,
];

/** Whether `text` was written for programs (SQL, a driver's or runtime's error) rather than for the user. */
export function isTechnicalMessage(text: string): boolean {
  return TECHNICAL.some((pattern) => pattern.test(text));
}

/**
 * Normalises an HTTP error (status + body) to `{status, msg}`; a text written for programs never becomes `msg`
 * (it would reach a toast as raw SQL): it goes to `details`, behind SERVER_REFUSED_MESSAGE.
 */
export function normaliseHttpError(status: number, body: unknown): ApiError {
  const text = messageFromBody(body);
  if (text && isTechnicalMessage(text)) return { status, msg: SERVER_REFUSED_MESSAGE, details: text };
  return { status, msg: text ?? GENERIC_ERROR_MESSAGE };
}

/** Normalises whatever a failed call or `unwrap()` produced. */
export function toApiError(error: unknown): ApiError {
  if (isRecord(error)) {
    const status = error.status;
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { status, msg: UNREACHABLE_MESSAGE };
    if (typeof status === 'number') {
      if (!nonEmpty(error.msg)) return normaliseHttpError(status, error.data);
      return nonEmpty(error.details)
        ? { status, msg: error.msg, details: error.details }
        : { status, msg: error.msg };
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

/** A failure as the user reads it: a sentence, and the server's own text behind 'Details' when it is not one. */
export interface UserFacingError {
  message: string;
  details?: string;
}

/**
 * What to show when `failed` (e.g. 'The phone number could not be saved') happened: the server's message when it
 * is written for people (the spec's texts, a jambonz message such as 'cannot delete …'), otherwise
 * '<failed>: the server refused it' with the server's text as details — never raw SQL.
 */
export function describeFailure(failed: string, error: unknown): UserFacingError {
  const { status, msg, details } = toApiError(error);
  if (details) return { message: `${failed}: the server refused it`, details };
  if (typeof status === 'number' && status >= 500 && msg === GENERIC_ERROR_MESSAGE)
    return { message: `${failed}: the server refused it` };
  return { message: msg };
}

/**
 * A unique key a write ran into, as MySQL words it in a jambonz API's answer ("Duplicate entry 'Acme' for key
 * 'name'"), so a form can say which of its fields is taken; null for any other error.
 */
export function duplicateEntryOf(error: unknown): { value: string; key: string } | null {
  const { msg, details } = toApiError(error);
  const found = /Duplicate entry '(.*)' for key '([^']+)'/.exec(details ?? msg);
  return found ? { value: found[1], key: found[2].replace(/^.*\./, '') } : null;
}
