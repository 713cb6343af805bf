import { countTokens } from '../../token-count.ts';

/**
 * The text cut to the request's token cap: whole lines first, then words (or characters, for
 * text without spaces), so a capped answer ends on a complete line wherever it can.
 */
export async function fitToTokens(text: string, maxTokens: number): Promise<string> {
  return (await fitToTokensCounted(text, maxTokens)).text;
}

/** `fitToTokens`, with the tokens of the text it answers: an answer within the cap is counted once. */
export async function fitToTokensCounted(
  text: string,
  maxTokens: number,
): Promise<{ text: string; tokens: number }> {
  // Counted whole, without the cap's early stop (about half the CPU): the demo's own text is bounded by
  // the words it composes, or by the request's validated input for an edit.
  const tokens = await countTokens(text);
  if (tokens <= maxTokens) return { text, tokens };
  const fitted = await cutToTokens(text, maxTokens);
  return { text: fitted, tokens: await countTokens(fitted, maxTokens) };
}

async function cutToTokens(text: string, maxTokens: number): Promise<string> {
  const lines = text.split('\n');
  let low = 0;
  let high = lines.length;
  // The longest prefix of lines within the cap.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((await countTokens(lines.slice(0, mid).join('\n'), maxTokens + 1)) <= maxTokens) low = mid;
    else high = mid - 1;
  }
  if (low > 0) return lines.slice(0, low).join('\n').trimEnd();
  const first = lines[0] ?? '';
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const units = /\s/.test(first)
    ? first.split(/(?<=\s)/)
    : Array.from(segmenter.segment(first), (s) => s.segment);
  let keep = units.length;
  while (keep > 1 && (await countTokens(units.slice(0, keep).join(''), maxTokens + 1)) > maxTokens) keep -= 1;
  return units.slice(0, keep).join('').trimEnd();
}
