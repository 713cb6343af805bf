import type * as Encoding from 'gpt-tokenizer/encoding/o200k_base';
// o200k_base is the encoding of the default text model (gpt-4o-mini) and of OpenAI's current
// ones (gpt-4o, gpt-4.1, the o-series, gpt-5), so counting delivered text with it gives the
// figure that provider bills. cl100k_base (GPT-4, GPT-3.5) counts Chinese and Japanese at about
// a third more tokens than the provider would. Only this encoding is imported, and only on the
// first count: it adds about 70 MB of RSS and 0.5 s, which a server that never writes text (or
// whose engine reports usage) should not pay at start.
let encoding: Promise<typeof Encoding> | undefined;

// Text a model wrote is counted as text: a literal '<|endoftext|>' in it is no special token
// (the tokenizer's default would throw on it).
const asPlainText = { disallowedSpecial: new Set<string>() };

/**
 * Tokens of `text` as the provider counts generated text, used where an engine reports no usage
 * and for what a client that left was delivered. With a `limit`, counting stops there (a runaway
 * answer costs bounded work) and the result is at most `limit`.
 */
export async function countTokens(text: string, limit?: number): Promise<number> {
  if (text === '') return 0;
  encoding ??= import('gpt-tokenizer/encoding/o200k_base');
  const { countTokens: countEncoded, isWithinTokenLimit } = await encoding;
  if (limit === undefined) return countEncoded(text, asPlainText);
  const count = isWithinTokenLimit(text, limit, asPlainText);
  return count === false ? limit : count;
}
