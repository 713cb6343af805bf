/** Route options every /api/auth call shares: the per-IP rate limit and a small body cap. */
export function authRouteOptions(perMinute: number) {
  // Auth bodies are a few short strings: a 16 KiB cap refuses junk before it is parsed.
  return { config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } }, bodyLimit: 16 * 1024 };
}

export type AuthRouteOptions = ReturnType<typeof authRouteOptions>;
