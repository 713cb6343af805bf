import { creditCosts, creditsPerEnglishWord } from '@penwise/contract';
import { formatCount } from '~/lib/format-number';

/** The pricing page's "what a credit buys" items, from the contract's cost table. */
export function creditCostItems(): string[] {
  const imageCosts = Object.values(creditCosts.imageBySide);
  return [
    `${formatCount(creditCosts.perGeneratedToken)} credits per generated token (about ${formatCount(creditsPerEnglishWord)} a word in English)`,
    `${formatCount(creditCosts.perSpeechCharacter)} per voiceover character`,
    `${formatCount(Math.min(...imageCosts))}–${formatCount(Math.max(...imageCosts))} per image`,
    `${formatCount(creditCosts.transcriptionPerMinute)} per minute of transcription`,
  ];
}
