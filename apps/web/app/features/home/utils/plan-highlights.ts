import type { Product } from '@penwise/contract';
import { formatCount } from '~/lib/format-number';

export interface PlanHighlight {
  text: string;
  included: boolean;
}

const count = (value: string | boolean | undefined) =>
  typeof value === 'string' && /^\d+$/.test(value) ? formatCount(Number(value)) : String(value);

/** The few lines of a plan's feature list the home page previews (the pricing page has them all). */
export function planHighlights(plan: Product): PlanHighlight[] {
  const { features } = plan;
  const templates = features['AI Templates'];
  return [
    { text: `${formatCount(plan.credits)} credits a month`, included: true },
    { text: `${count(features['Word limit'])} words`, included: true },
    { text: `${count(features.Images)} images up to ${String(features['Max resolution'])}`, included: true },
    { text: `${count(features.Characters)} voiceover characters`, included: true },
    {
      text: typeof templates === 'string' ? templates : 'AI Templates',
      included: templates !== false,
    },
    { text: 'Basic support', included: features['Basic Support'] === true },
  ];
}
