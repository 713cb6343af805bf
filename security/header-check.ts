import type { ScanAccount } from './seed.ts';

/** One failed expectation: which URL, which header, what was wrong. */
export type HeaderProblem = string;

interface RouteClass {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  token?: boolean;
}

const routeClasses = (account: ScanAccount): RouteClass[] => [
  { name: 'prerendered page', path: '/' },
  { name: 'prerendered page', path: '/pricing' },
  { name: 'app page (SPA fallback)', path: '/dashboard' },
  { name: 'not-found page', path: '/no-such-page' },
  { name: 'API answer', path: '/api/plans/show-credits', method: 'POST', token: true },
  { name: 'API 401', path: '/api/plans/show-credits', method: 'POST' },
  { name: 'API 404', path: '/api/nope' },
  { name: 'media', path: account.mediaUrl, token: true },
  { name: 'robots.txt', path: '/robots.txt' },
  { name: 'favicon', path: '/favicon.ico' },
];

/** Checks the headers every route class must send; HSTS only when the site says it is https. */
export async function checkSecurityHeaders(
  baseUrl: string,
  account: ScanAccount,
  https: boolean,
): Promise<{ checked: number; problems: HeaderProblem[] }> {
  const problems: HeaderProblem[] = [];
  const routes = routeClasses(account);
  for (const route of routes) {
    const res = await fetch(`${baseUrl}${route.path}`, {
      method: route.method ?? 'GET',
      headers: {
        ...(route.token ? { authorization: `Bearer ${account.token}` } : {}),
        ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(route.method === 'POST' ? { body: '{}' } : {}),
    });
    await res.arrayBuffer();
    const header = (name: string) => res.headers.get(name) ?? '';
    const expect = (ok: boolean, what: string) => {
      if (!ok) problems.push(`${route.name} ${route.path} (${String(res.status)}): ${what}`);
    };
    const csp = header('content-security-policy');
    expect(csp.includes("object-src 'none'"), `CSP lacks object-src 'none': "${csp}"`);
    expect(/base-uri '(none|self)'/.test(csp), `CSP lacks base-uri: "${csp}"`);
    expect(csp.includes("frame-ancestors 'none'"), `CSP lacks frame-ancestors 'none': "${csp}"`);
    expect(header('x-content-type-options') === 'nosniff', 'X-Content-Type-Options is not nosniff');
    expect(header('referrer-policy') !== '', 'no Referrer-Policy');
    const hsts = header('strict-transport-security');
    if (https) expect(/max-age=\d{7,}/.test(hsts), `HSTS missing or short: "${hsts}"`);
    else expect(hsts === '', 'HSTS sent although PUBLIC_URL is http');
    expect(header('x-powered-by') === '', 'X-Powered-By reveals the server');
  }
  return { checked: routes.length, problems };
}
