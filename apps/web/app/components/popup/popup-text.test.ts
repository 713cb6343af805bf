import { errorTexts } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { popupText, popupTexts } from './popup-text';

describe('popupText', () => {
  it('rewrites a message containing INVALID_LOGIN_CREDENTIALS', () => {
    expect(popupText(errorTexts.invalidLogin)).toBe('Error: You entered an incorrect email or password.');
    expect(popupText('Firebase: INVALID_LOGIN_CREDENTIALS')).toBe(popupTexts.invalidLogin);
  });

  it('rewrites the NoneType not-subscriptable text', () => {
    expect(popupText("'NoneType' object is not subscriptable")).toBe('Error: You are NOT logged in.');
    expect(popupText("TypeError: 'NoneType' object is not subscriptable at line 3")).toBe(
      popupTexts.notLoggedIn,
    );
  });

  it('answers the unknown-error text for empty or unreadable messages', () => {
    for (const value of ['', '   ', undefined, null, 42, {}, { error: 7 }]) {
      expect(popupText(value)).toBe('Error: Unknown. Please Contact Support.');
    }
  });

  it('keeps any other message, from text, an Error or an error answer', () => {
    expect(popupText('You do not have enough credits.')).toBe('You do not have enough credits.');
    expect(popupText(new Error('Network error occurred'))).toBe('Network error occurred');
    expect(popupText({ error: 'Please log in first', code: 'not_authenticated' })).toBe(
      'Please log in first',
    );
  });
});
