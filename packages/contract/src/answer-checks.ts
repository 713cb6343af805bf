import type { MessageAnswer } from './answers.ts';
import type { CreateCheckoutAnswer, PaymentsAnswer, PaymentsMode } from './billing.ts';
import { errorCodeList } from './error-codes.ts';
import type { ErrorAnswer, ErrorCode } from './errors.ts';

// No zod here: /pricing reads these answers for a visitor who is not logged in, and every page's API
// client reads failures, without loading any schema. answer-checks.test.ts holds each check to the
// schema's own answers.

const knownCodes: ReadonlySet<string> = new Set(errorCodeList);
const paymentsModes: readonly PaymentsMode[] = ['stripe', 'test', 'off'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A failed call's body, as ErrorAnswer reads it except that a code this contract does not know (a
 * newer server's) reads as internal_error, so its `error` text still shows; undefined for anything else.
 */
export function readErrorAnswer(json: unknown): ErrorAnswer | undefined {
  if (!isRecord(json) || typeof json.error !== 'string') return undefined;
  const { error, code, field } = json;
  if (field !== undefined && typeof field !== 'string') return undefined;
  const known = typeof code === 'string' && knownCodes.has(code);
  return {
    error,
    code: known ? (code as ErrorCode) : 'internal_error',
    ...('field' in json ? { field } : {}),
  };
}

/** A one-message answer (MessageAnswer, HasPlanAnswer), as MessageAnswer.safeParse reads it. */
export function readMessageAnswer(json: unknown): MessageAnswer | undefined {
  return isRecord(json) && typeof json.success === 'string' ? { success: json.success } : undefined;
}

/** GET /api/plans/payments, as PaymentsAnswer.safeParse reads it. */
export function readPaymentsAnswer(json: unknown): PaymentsAnswer | undefined {
  const success = isRecord(json) ? json.success : undefined;
  if (!isRecord(success)) return undefined;
  const mode = paymentsModes.find((known) => known === success.mode);
  return mode ? { success: { mode } } : undefined;
}

/** POST /api/plans/create-checkout-session, as CreateCheckoutAnswer.safeParse reads it. */
export function readCreateCheckoutAnswer(json: unknown): CreateCheckoutAnswer | undefined {
  if (!isRecord(json) || typeof json.sessionId !== 'string' || typeof json.url !== 'string') return undefined;
  return { sessionId: json.sessionId, url: json.url };
}
