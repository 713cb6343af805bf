import { packs, plans } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { creditCostItems } from './credit-costs';
import { featureNames, formatCredits, formatFeatureText, priceUnit } from './format';

describe('pricing texts', () => {
  it('groups the digits of figures and keeps labels as written', () => {
    expect(formatFeatureText('50000')).toBe('50,000');
    expect(formatFeatureText('256x256')).toBe('256x256');
    expect(formatFeatureText('100+ AI Templates')).toBe('100+ AI Templates');
    expect(formatCredits(200000)).toBe('200,000 credits');
  });

  it('prices plans per month and packs once', () => {
    expect(priceUnit(plans[0])).toBe('/month');
    expect(priceUnit(packs[0])).toBe('one-off');
  });

  it('lists the feature rows of the shown products', () => {
    expect(featureNames(plans)).toEqual([
      'Word limit',
      'Images',
      'Characters',
      'Max resolution',
      'AI Templates',
      'Basic Support',
    ]);
    expect(featureNames(packs)).toEqual(['Word', 'Images', 'Minute', 'Character']);
  });

  it('says what a credit buys, from the cost table', () => {
    expect(creditCostItems().join(' · ')).toBe(
      '3.5 credits per generated token (about 4 a word in English) · 1 per voiceover character · 1,000–4,000 per image · 2,000 per minute of transcription',
    );
  });
});
