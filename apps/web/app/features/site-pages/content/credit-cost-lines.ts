import { creditCosts, creditsPerEnglishWord } from '@penwise/contract';
import { formatCount } from '~/lib/format-number';

/** '1,000 credits for 256×256 pixels, 2,000 for 512×512 and 4,000 for 1024×1024'. */
function imageCostLine(): string {
  const sizes = Object.entries(creditCosts.imageBySide).map(([side, cost], index) =>
    index === 0
      ? `${formatCount(cost)} credits for ${side}×${side} pixels`
      : `${formatCount(cost)} for ${side}×${side}`,
  );
  const last = sizes.pop() ?? '';
  return sizes.length > 0 ? `${sizes.join(', ')} and ${last}` : last;
}

/** What each kind of generation costs, in words, from the contract's cost table (the server charges these). */
export const creditCostLines = {
  text: `${formatCount(creditCosts.perGeneratedToken)} credits per generated token (about ${formatCount(creditsPerEnglishWord)} a word in English)`,
  speech: `${formatCount(creditCosts.perSpeechCharacter)} credit per character spoken`,
  image: imageCostLine(),
  transcription: `${formatCount(creditCosts.transcriptionPerMinute)} credits per minute of audio, charged by the second`,
} as const;
