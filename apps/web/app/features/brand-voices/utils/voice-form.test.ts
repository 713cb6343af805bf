import { brandVoiceMessages, type VoiceIssue } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { mergeLearned } from './learned-fields';
import { validateVoiceForm } from './voice-form-errors';
import { emptyVoiceValues, valuesToBody } from './voice-form-values';
import { afterAccepting, stillApplies } from './voice-issues';

const values = (overrides: Partial<typeof emptyVoiceValues>) => ({ ...emptyVoiceValues, ...overrides });

describe('validateVoiceForm', () => {
  it('asks for a name in the contract’s words', () => {
    expect(validateVoiceForm(values({ name: '  ' }))).toEqual({ name: brandVoiceMessages.nameRequired });
  });

  it('puts a sample’s error on its own box, skipping blank boxes', () => {
    const samples = ['', 'x'.repeat(5001)];
    expect(validateVoiceForm(values({ name: 'A', samples }))).toEqual({
      'samples.1': brandVoiceMessages.sampleTooLong,
    });
  });

  it('says plainly when a rule is too long or a sentence bound is out of range', () => {
    const errors = validateVoiceForm(values({ name: 'A', dos: 'y'.repeat(201), maxSentenceWords: 3 }));
    expect(errors.dos).toMatch(/^Write at most 20 rules/);
    expect(errors.maxSentenceWords).toBe('Pick a whole number of words from 5 to 100.');
  });
});

describe('valuesToBody', () => {
  it('reads rules one per line and leaves blank samples out', () => {
    const body = valuesToBody(values({ name: 'A', dos: ' One \n\n Two', samples: ['', 'Hi'] }));
    expect(body).toMatchObject({ dos: ['One', 'Two'], samples: ['Hi'], maxSentenceWords: null });
  });
});

describe('mergeLearned', () => {
  it('fills empty fields and offers the rest to replace, leaving what is already the same', () => {
    const current = values({ style: 'Loud', avoidWords: ['synergy'] });
    const learned = {
      audience: 'Shop owners',
      style: 'Calm',
      dos: [],
      donts: [],
      useWords: [],
      avoidWords: ['synergy'],
      maxSentenceWords: null,
      person: 'second' as const,
      formality: null,
    };
    expect(mergeLearned(current, learned)).toEqual({
      fill: { audience: 'Shop owners', person: 'second' },
      replace: { style: 'Calm' },
    });
  });
});

describe('afterAccepting', () => {
  const issue = (start: number, end: number, excerpt: string, suggestion: string): VoiceIssue => ({
    rule: 'avoid-word',
    start,
    end,
    excerpt,
    suggestion,
    message: '',
  });

  it('moves the issues after the accepted one and leaves an overlapping one stale', () => {
    const text = 'We utilize a very long sentence. Leverage it.';
    const word = issue(3, 10, 'utilize', 'use');
    const sentence = issue(0, 32, text.slice(0, 32), 'Short.');
    const later = issue(33, 41, 'Leverage', 'Use');
    const left = afterAccepting([word, sentence, later], word);
    const next = 'We use a very long sentence. Leverage it.';
    expect(left).toHaveLength(2);
    expect(stillApplies(left[0] as VoiceIssue, next)).toBe(false);
    expect(left[1]).toMatchObject({ start: 29, end: 37 });
    expect(stillApplies(left[1] as VoiceIssue, next)).toBe(true);
  });
});
