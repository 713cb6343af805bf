import { describe, expect, it } from 'vitest';
import { countWords, creditCosts, creditsPerEnglishWord, textTokenCost } from '@penwise/contract';
import { countTokens } from './token-count.ts';

// Real English prose: the opening of the GNU GPL v3 preamble (verbatim copies are permitted).
const englishProse = `The GNU General Public License is a free, copyleft license for software and other kinds of works.

The licenses for most software and other practical works are designed to take away your freedom to share and change the works. By contrast, the GNU General Public License is intended to guarantee your freedom to share and change all versions of a program--to make sure it remains free software for all its users. We, the Free Software Foundation, use the GNU General Public License for most of our software; it applies also to any other work released this way by its authors. You can apply it to your programs, too.

When we speak of free software, we are referring to freedom, not price. Our General Public Licenses are designed to make sure that you have the freedom to distribute copies of free software (and charge for them if you wish), that you receive source code or can get it if you want it, that you can change the software or use pieces of it in new free programs, and that you know you can do these things.`;

describe('countTokens', () => {
  it('counts o200k_base tokens, as the default model is billed', async () => {
    expect(await countTokens('')).toBe(0);
    expect(await countTokens('hello world')).toBe(2);
    // 17 characters, one whitespace-separated word.
    expect(await countTokens('竹制水瓶轻便耐用，保温十二个小时。')).toBe(15);
  });

  it('counts text that spells a special token as plain text instead of throwing', async () => {
    expect(await countTokens('Ends here <|endoftext|> or not.')).toBe(12);
    expect(await countTokens('<|endoftext|>', 100)).toBeGreaterThan(1);
  });

  it('stops at the limit, and counts in full below it', async () => {
    const long = '水瓶'.repeat(5000);
    expect(await countTokens(long, 50)).toBe(50);
    expect(await countTokens('hello world', 50)).toBe(2);
  });
});

describe('the text rate', () => {
  it('makes English prose cost about 4 credits a word, what a word cost before', async () => {
    const tokens = await countTokens(englishProse);
    const words = countWords(englishProse);
    const perWord = textTokenCost(tokens) / words;
    expect(perWord).toBeGreaterThan(3.6);
    expect(perWord).toBeLessThan(4.4);
    expect(creditsPerEnglishWord).toBe(4);
    expect(textTokenCost(2)).toBe(2 * creditCosts.perGeneratedToken);
  });
});
