/**
 * Whether a URL names this machine only (localhost, 127.x.x.x, [::1]): a site nobody else can reach,
 * where demo conveniences such as the free test checkout cannot be abused.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
