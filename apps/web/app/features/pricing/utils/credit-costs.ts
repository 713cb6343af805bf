import { creditCosts } from '@penwise/contract';

const count = new Intl.NumberFormat('en-US');

/** The pricing page's "what a credit buys" items, from the contract's cost table. */
export function creditCostItems(): string[] {
  const imageCosts = Object.values(creditCosts.imageBySide);
  return [
    `${count.format(creditCosts.perGeneratedWord)} credits per generated word`,
    `${count.format(creditCosts.perSpeechCharacter)} per voiceover character`,
    `${count.format(Math.min(...imageCosts))}–${count.format(Math.max(...imageCosts))} per image`,
    `${count.format(creditCosts.transcriptionPerMinute)} per minute of transcription`,
  ];
}
