/** The texts the error popup shows instead of raw server messages. */
export const popupTexts = {
  invalidLogin: 'Error: You entered an incorrect email or password.',
  notLoggedIn: 'Error: You are NOT logged in.',
  unknown: 'Error: Unknown. Please Contact Support.',
} as const;

// An older backend's Python error for a missing session; the popup shows it as 'not logged in'.
const noneTypeNotSubscriptable = /'?NoneType'? object is not subscriptable/i;

function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.message;
  if (typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'string') {
    return value.error;
  }
  return null;
}

/** Turns whatever an error carried (text, Error, `{ error }`) into the text the popup shows. */
export function popupText(value: unknown): string {
  const message = messageOf(value)?.trim();
  if (!message) return popupTexts.unknown;
  if (message.includes('INVALID_LOGIN_CREDENTIALS')) return popupTexts.invalidLogin;
  if (noneTypeNotSubscriptable.test(message)) return popupTexts.notLoggedIn;
  return message;
}
