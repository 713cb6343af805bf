import { describe, expect, it } from 'vitest';
import {
  readCreateCheckoutAnswer,
  readErrorAnswer,
  readMessageAnswer,
  readPaymentsAnswer,
} from './answer-checks.ts';
import { MessageAnswer } from './answers.ts';
import { CreateCheckoutAnswer, PaymentsAnswer } from './billing.ts';
import { ErrorAnswer } from './errors.ts';

// The zod-free checks the public pages make must read what the schemas read.
const others: unknown[] = ['text', 5, null, undefined, [], [{ success: 'x' }], { success: null }];

const agree =
  (schema: { safeParse: (json: unknown) => { success: boolean; data?: unknown } }) => (json: unknown) => {
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  };

describe('readErrorAnswer', () => {
  // The web app's reading: a code it does not know yet still shows the failure's text.
  const FailureAnswer = ErrorAnswer.extend({ code: ErrorAnswer.shape.code.catch('internal_error') });
  const answers: unknown[] = [
    { error: 'Not found', code: 'not_found' },
    { error: 'Bad', code: 'validation_failed', field: 'email', extra: 1 },
    { error: 'Bad', code: 'validation_failed', field: undefined },
    { error: 'Bad', code: 'validation_failed', field: 5 },
    { error: 'Newer', code: 'some_future_code' },
    { error: 'No code' },
    { error: 5, code: 'not_found' },
    { success: 'yes' },
    ...others,
  ];
  it.each(answers)('agrees with ErrorAnswer (unknown codes as internal_error) on %j', (json) => {
    expect(readErrorAnswer(json)).toEqual(agree(FailureAnswer)(json));
  });
});

describe('readMessageAnswer', () => {
  const answers: unknown[] = [
    { success: 'False' },
    { success: 'Pro', more: 1 },
    { success: 5 },
    { error: 'x' },
  ];
  it.each([...answers, ...others])('agrees with MessageAnswer on %j', (json) => {
    expect(readMessageAnswer(json)).toEqual(agree(MessageAnswer)(json));
  });
});

describe('readPaymentsAnswer', () => {
  const answers: unknown[] = [
    { success: { mode: 'stripe' } },
    { success: { mode: 'test', extra: true } },
    { success: { mode: 'off' } },
    { success: { mode: 'paypal' } },
    { success: { mode: null } },
    { success: {} },
    { success: 'test' },
  ];
  it.each([...answers, ...others])('agrees with PaymentsAnswer on %j', (json) => {
    expect(readPaymentsAnswer(json)).toEqual(agree(PaymentsAnswer)(json));
  });
});

describe('readCreateCheckoutAnswer', () => {
  const answers: unknown[] = [
    { sessionId: 'cs_test_1', url: 'https://x/pay' },
    { sessionId: 'cs_1', url: '/pay', more: 2 },
    { sessionId: 'cs_1' },
    { sessionId: 1, url: '/pay' },
  ];
  it.each([...answers, ...others])('agrees with CreateCheckoutAnswer on %j', (json) => {
    expect(readCreateCheckoutAnswer(json)).toEqual(agree(CreateCheckoutAnswer)(json));
  });
});
