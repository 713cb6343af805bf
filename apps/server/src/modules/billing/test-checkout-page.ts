import { createHash } from 'node:crypto';
import { apiPaths, billingMessages, errorTexts, loginStorageKey } from '@penwise/contract';
import type { CheckoutPageData } from './test-checkout.service.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

const css = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;
  background:linear-gradient(135deg,#eef2ff 0%,#f8fafc 60%,#ecfeff 100%)}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:32px;
  box-shadow:0 10px 40px rgba(30,41,59,.12)}
.brand{margin:0 0 24px;font-weight:700;color:#4338ca;letter-spacing:.02em}
.badge{display:inline-block;margin:0 0 16px;padding:4px 10px;border-radius:999px;
  background:#fef3c7;color:#92400e;font-size:13px;font-weight:600}
h1{margin:0 0 8px;font-size:22px}
.price{margin:8px 0 4px;font-size:36px;font-weight:800}
.price small{font-size:16px;font-weight:500;color:#64748b}
.muted{margin:0 0 24px;color:#64748b}
button{width:100%;padding:12px 16px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer}
.pay{border:0;background:#4f46e5;color:#fff;margin-bottom:12px}
.pay:hover,.pay:focus-visible{background:#4338ca}
.cancel{border:1px solid #cbd5e1;background:#fff;color:#334155}
.cancel:hover,.cancel:focus-visible{background:#f1f5f9}
button:disabled{opacity:.6;cursor:progress}
.error{margin:16px 0 0;padding:10px 12px;border-radius:10px;background:#fef2f2;color:#991b1b}
a{color:#4f46e5;font-weight:600}
`;

/**
 * Pay and Cancel need the buyer's login: the script reads the session the web app keeps in this
 * origin's localStorage and sends it as a bearer token. A checkout link alone pays nothing.
 */
const script = `
const key = ${JSON.stringify(loginStorageKey)};
const main = document.querySelector('main');
const error = document.getElementById('checkout-error');
const buttons = [...document.querySelectorAll('button[data-action]')];
function token() {
  try {
    const stored = JSON.parse(localStorage.getItem(key) || 'null');
    return (stored && (stored.idToken || (stored.success && stored.success.idToken))) || '';
  } catch {
    return '';
  }
}
function show(text) {
  error.textContent = text;
  error.hidden = false;
}
for (const button of buttons) {
  button.addEventListener('click', async () => {
    const session = token();
    if (!session) return show(main.dataset.loginText);
    for (const each of buttons) each.disabled = true;
    try {
      const response = await fetch(button.dataset.action, {
        method: 'POST',
        headers: { authorization: 'Bearer ' + session },
      });
      if (response.redirected) return location.assign(response.url);
      const answer = await response.json().catch(() => null);
      show(response.status === 401 ? main.dataset.loginText : (answer && answer.error) || main.dataset.failedText);
    } catch {
      show(main.dataset.failedText);
    }
    for (const each of buttons) each.disabled = false;
  });
}
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page's CSP: the one stylesheet and the one script, allowed by their hashes; calls to this origin only. */
export const checkoutPageCsp = [
  "default-src 'none'",
  `style-src ${sha256(css)}`,
  `script-src ${sha256(script)}`,
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function layout(brandName: string, title: string, body: string, mainAttributes = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brandName)}</title>
<style>${css}</style>
</head>
<body><main${mainAttributes}><p class="brand">${escapeHtml(brandName)}</p>${body}</main></body>
</html>`;
}

/** The hosted-checkout page of the test checkout: product, price, and Pay / Cancel sent with the buyer's login. */
export function checkoutPage(brandName: string, data: CheckoutPageData): string {
  const title = data.product?.title ?? 'Checkout';
  const perMonth = data.product?.isSubscription ? ' <small>/ month</small>' : '';
  const amount = data.product?.credits.toLocaleString('en-US');
  const credits = !amount
    ? ''
    : `${amount} credits ${data.product?.isSubscription ? 'every month' : 'that never expire'}`;
  const action = `${apiPaths.testCheckout.actions}/${encodeURIComponent(data.sessionId)}`;
  return layout(
    brandName,
    title,
    `<p class="badge">${escapeHtml(billingMessages.testMode)}</p>
<h1>${escapeHtml(title)}</h1>
<p class="price">${dollars(data.amountCents)}${perMonth}</p>
<p class="muted">${escapeHtml(credits)}</p>
<button class="pay" type="button" data-action="${action}/pay">Pay ${dollars(data.amountCents)}</button>
<button class="cancel" type="button" data-action="${action}/cancel">Cancel</button>
<p class="error" id="checkout-error" role="alert" hidden></p>
<noscript><p class="error">This checkout needs JavaScript to send your login with Pay.</p></noscript>
<script>${script}</script>`,
    ` data-login-text="${escapeHtml(billingMessages.testCheckoutLogin)}" data-failed-text="${escapeHtml(errorTexts.internal)}"`,
  );
}

/** A page for a checkout that cannot be paid: unknown, expired, or already paid. */
export function messagePage(
  brandName: string,
  title: string,
  message: string,
  link?: { href: string; label: string },
) {
  const linkHtml = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return layout(
    brandName,
    title,
    `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(message)}</p>${linkHtml}`,
  );
}
