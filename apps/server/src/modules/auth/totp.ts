import { Secret, TOTP } from 'otpauth';
import { twoFactorRules } from '@penwise/contract';

// SHA-1, 6 digits, 30 s: the only parameters every authenticator app (Google's included) honours.
function totpOf(secret: string, issuer = '', label = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: twoFactorRules.digits,
    period: twoFactorRules.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new TOTP secret: 160 random bits (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, issuer: string, label: string): string {
  return totpOf(secret, issuer, label).toString();
}

/** The QR code of `text` as an SVG document, drawn here so the web bundle carries no QR library. */
export async function qrSvg(text: string): Promise<string> {
  // Loaded with the first two-factor setup: most servers never draw one.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step a 6-digit `code` belongs to, within one step of `now` (clock drift); undefined if none. */
export function matchingStep(secret: string, code: string, now: Date): number | undefined {
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp }) + delta;
}
