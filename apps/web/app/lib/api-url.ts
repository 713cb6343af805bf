// Same-origin /api by default; VITE_API_BASE_URL points the app at an API on another origin.
const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/** The URL of an API path (contract `apiPaths`), for callers that need fetch itself (streams, pages that load no schema). */
export function apiUrl(path: string): string {
  return `${apiBaseUrl}${path}`;
}
