import { findProduct } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { planHighlights } from './plan-highlights';

function highlightsOf(title: string) {
  const plan = findProduct(title);
  if (!plan) throw new Error(`No plan ${title}`);
  return planHighlights(plan);
}

describe('planHighlights', () => {
  it('lists credits, words, images and characters with thousands separators', () => {
    expect(highlightsOf('Starter Plan').slice(0, 4)).toEqual([
      { text: '200,000 credits a month', included: true },
      { text: '50,000 words', included: true },
      { text: '200 images up to 256x256', included: true },
      { text: '200,000 voiceover characters', included: true },
    ]);
  });

  it('marks what the Starter Plan leaves out', () => {
    expect(highlightsOf('Starter Plan').slice(4)).toEqual([
      { text: 'AI Templates', included: false },
      { text: 'Basic support', included: false },
    ]);
  });

  it('shows a labelled feature value as it is written', () => {
    expect(highlightsOf('Platinum Plan')).toContainEqual({ text: '100+ AI Templates', included: true });
  });
});
