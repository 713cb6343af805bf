// SQLSTATEs meaning "this server cannot serve you right now", not "your query is wrong":
// class 08 (connection exception), 57P01-57P03 (shutting down, crashed, starting up), 53300 (full).
const unavailableStates = /^(08...|57P0[123]|53300)$/;

// Socket failures on the way to the database (down, restarting, unreachable host).
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// pg reports a dropped or timed-out connection only in its message; PGlite too once it is closed.
const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^PGlite is clos(ed|ing)/,
];

function matches(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (unavailableStates.test(code) || networkCodes.has(code)) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return unavailableMessages.some((pattern) => pattern.test(message));
}

/**
 * True when `error` (or what it wraps: Drizzle's cause, Node's AggregateError of address attempts)
 * says the database is unreachable, so the request may succeed again once it is back.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (matches(error)) return true;
  if ('cause' in error && isDatabaseUnavailable(error.cause, depth + 1)) return true;
  const inner = 'errors' in error && Array.isArray(error.errors) ? (error.errors as unknown[]) : [];
  return inner.some((each) => isDatabaseUnavailable(each, depth + 1));
}
