import type { EngineName, EnginesAnswer, Invoice, LoginAnswer } from '@penwise/contract';
import { storageKeys } from '../app/lib/storage-keys';

/** A login answer as the server sends it. */
export function buildLoginAnswer(overrides: Partial<LoginAnswer['success']> = {}): LoginAnswer {
  const success = {
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    idToken: 'token-123',
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
  return { success, idToken: success.idToken };
}

/** Stores a session as a logged-in visitor's browser holds it. */
export function storeSession(answer: LoginAnswer = buildLoginAnswer()): LoginAnswer {
  window.localStorage.setItem(storageKeys.user, JSON.stringify(answer));
  return answer;
}

/** An invoice row as affiliate-logs answers it. */
export function buildInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    invoiceNum: '1',
    product: 'Bronze Pack',
    type: 'False',
    date: '2025-03-14T12:00:00.000Z',
    status: 'paid',
    revenue: '999',
    ...overrides,
  };
}

/** GET /api/ai/engines as the server answers it: every modality served by `engine` unless overridden. */
export function enginesAnswer(
  engine: EngineName,
  overrides: Partial<EnginesAnswer['success']> = {},
): EnginesAnswer {
  return { success: { text: engine, image: engine, speech: engine, transcription: engine, ...overrides } };
}
