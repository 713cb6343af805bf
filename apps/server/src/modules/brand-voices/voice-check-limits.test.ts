import { describe, expect, it } from 'vitest';
import { BrandVoiceFields, type VoiceIssue } from '@penwise/contract';
import { analyseSamples, checkAgainstVoice, splitSentences } from './voice-analysis.ts';
import { splitInTwo } from './voice-rewrite.ts';

const voice = (fields: Partial<BrandVoiceFields>): BrandVoiceFields => BrandVoiceFields.parse(fields);

const expectOffsetsRight = (text: string, issues: VoiceIssue[]) => {
  for (const issue of issues) expect(text.slice(issue.start, issue.end)).toBe(issue.excerpt);
};

const pairs = (issues: VoiceIssue[]) => issues.map((issue) => [issue.excerpt, issue.suggestion]);

// A run that backtracking patterns rescan from each of its characters: the check reads up to 50,000.
const run = 49_000;

// These answer in milliseconds; a pattern that backtracks over the run takes seconds, so vitest's
// default timeout (the project sets a longer one) tells the two apart without measuring time.
describe('voice checks on crafted 50k texts', { timeout: 5_000 }, () => {
  it('splits sentences after a long run of end marks', () => {
    const text = `${'…'.repeat(run)}a`;
    expect(splitSentences(text)).toEqual([{ text, start: 0, end: text.length }]);
    expect(splitSentences(`${'.'.repeat(run)} Next one.`).map((s) => s.text.length)).toEqual([run, 9]);
  });

  it('analyses a sample holding a long run of end marks', () => {
    const fields = analyseSamples([`Teams write ${'!'.repeat(run)}here and there.`]);
    expect(fields.maxSentenceWords).toBe(5);
    expect(fields.person).toBe('third');
  });

  it('removes an avoided word that follows a long run of spaces', () => {
    const text = `Go${' '.repeat(run)}, very very very good.`;
    const issues = checkAgainstVoice(voice({ avoidWords: ['very'] }), text);
    expect(pairs(issues)).toEqual([
      ['very very very good.', 'very very good.'],
      ['very very very good.', 'very very good.'],
      ['very very good.', 'very good.'],
    ]);
    expectOffsetsRight(text, issues);
  });

  it('removes an avoided word that a long run of spaces follows', () => {
    const text = `Very very very good${' '.repeat(run)}now.`;
    const issues = checkAgainstVoice(voice({ avoidWords: ['very'] }), text);
    expect(pairs(issues)).toEqual([
      ['Very very', 'Very'],
      ['Very very very', 'Very very'],
      ['Very very very good', 'Very very good'],
    ]);
    expectOffsetsRight(text, issues);
  });

  it('removes an avoided word before a long run of semicolons', () => {
    const text = `It is very very very good${';'.repeat(run)}x.`;
    const issues = checkAgainstVoice(voice({ avoidWords: ['very'] }), text);
    expect(pairs(issues)).toEqual([
      ['It is very very', 'It is very'],
      ['It is very very very', 'It is very very'],
      ['It is very very very good', 'It is very very good'],
    ]);
    expectOffsetsRight(text, issues);
  });

  it('splits a sentence whose first half holds a long run of dashes', () => {
    const sentence = `a${'—'.repeat(run)} b c d e f g h i j.`;
    expect(splitInTwo(sentence)).toBe(`a${'—'.repeat(run)} b c d e. F g h i j.`);
    const issues = checkAgainstVoice(voice({ maxSentenceWords: 5 }), sentence);
    expect(pairs(issues)).toEqual([['e f', 'e. F']]);
    expect(issues[0]?.message).toMatch(/split it/i);
    expectOffsetsRight(sentence, issues);
  });

  it('splits a sentence whose second half holds a long run of end marks', () => {
    const sentence = `a b c d e f g h i j${'…'.repeat(run)}x`;
    expect(splitInTwo(sentence)).toBe(`a b c d e f. G h i j${'…'.repeat(run)}x.`);
  });
});

describe('voice check answers stay small', () => {
  // One sentence of 50,000 characters with 10,000 avoided words and no plain word to offer instead.
  const text = `${'very '.repeat(9_999)}very.`;

  it('keeps an answer of 200 issues on one huge sentence under 200 KB, each excerpt short', () => {
    const issues = checkAgainstVoice(voice({ avoidWords: ['very'], maxSentenceWords: 20 }), text);
    expect(issues).toHaveLength(200);
    expect(JSON.stringify(issues).length).toBeLessThan(200_000);
    expect(pairs(issues).slice(0, 2)).toEqual([
      ['very very', 'Very'],
      ['very very very', 'very very'],
    ]);
    expectOffsetsRight(text, issues);
  });

  it('offers a first cut for a sentence too long to rewrite whole', () => {
    const issues = checkAgainstVoice(voice({ maxSentenceWords: 20 }), text);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      rule: 'sentence-length',
      excerpt: 'very very',
      suggestion: 'very. Very',
    });
    expect(issues[0]?.message).toContain('10,000 words');
    expectOffsetsRight(text, issues);
  });
});

describe('voice check excerpts', () => {
  const accept = (text: string, issue: VoiceIssue) =>
    text.slice(0, issue.start) + issue.suggestion + text.slice(issue.end);

  it('matches a phrase across a few spaces or tabs, not across a page of blanks', () => {
    const text = `Truly best  in\tclass work. Also best${' '.repeat(21)}in class.`;
    const issues = checkAgainstVoice(voice({ avoidWords: ['best in class'] }), text);
    expect(pairs(issues)).toEqual([['Truly best  in\tclass work.', 'Truly work.']]);
    expectOffsetsRight(text, issues);
  });

  it('rewrites a long sentence only around the word, leaving the spacing beyond it as it was', () => {
    const opening = `Start${' word'.repeat(300)}`;
    const text = `${opening}${' '.repeat(50)}very good${' word'.repeat(10)}.`;
    const issues = checkAgainstVoice(voice({ avoidWords: ['very'] }), text);
    expect(pairs(issues)).toEqual([['very good', 'good']]);
    expect(accept(text, issues[0] as VoiceIssue)).toBe(
      `${opening}${' '.repeat(50)}good${' word'.repeat(10)}.`,
    );
  });
});
