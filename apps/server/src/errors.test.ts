import { describe, expect, it } from 'vitest';
import { errorAnswerOf } from './errors.ts';

const libraryError = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode });

describe('errorAnswerOf', () => {
  it('keeps the status of any library 4xx, with a fitting code, instead of turning it into a 500', () => {
    expect(errorAnswerOf(libraryError(406, 'Not acceptable'))).toEqual({
      status: 406,
      body: { error: 'Not acceptable', code: 'unsupported_media_type' },
    });
    expect(errorAnswerOf(libraryError(414, 'URI too long'))).toEqual({
      status: 414,
      body: { error: 'URI too long', code: 'validation_failed' },
    });
    expect(errorAnswerOf(libraryError(413, 'Too large')).body.code).toBe('payload_too_large');
  });

  it('hides the message of anything unexpected behind a 500', () => {
    expect(errorAnswerOf(new Error('secret internals'))).toEqual({
      status: 500,
      body: { error: expect.not.stringContaining('secret') as string, code: 'internal_error' },
    });
  });
});
