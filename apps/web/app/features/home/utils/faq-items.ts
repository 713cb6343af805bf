import { creditCosts, creditsPerEnglishWord, plans } from '@penwise/contract';
import { formatCount } from '~/lib/format-number';

export interface FaqItem {
  /** Stable key for the accordion. */
  value: string;
  question: string;
  answer: string;
}

const { imageBySide } = creditCosts;
const resolutions = plans.map(
  (plan) => `${plan.title.replace(/ Plan$/, '')} ${plan.features['Max resolution']}`,
);

/**
 * The FAQ says there are no hidden fees and that limits may depend on the chosen plan.
 * Credit costs and plan limits come from the shared catalogue, so the answers match what is charged.
 */
export function faqItems(brandName: string): FaqItem[] {
  return [
    {
      value: 'hidden-fees',
      question: 'Are there any hidden fees?',
      answer:
        'No, there are no hidden fees. You pay the price shown for your plan or credit pack at checkout, and every credit you spend shows in your history.',
    },
    {
      value: 'limits',
      question: 'Do the limits depend on my plan?',
      answer: `Yes, limits may depend on the chosen plan. Each plan comes with its own monthly credits, word, image and voiceover allowances and largest image size (${resolutions.join(', ')}). Credit packs allow images up to 512x512.`,
    },
    {
      value: 'credits',
      question: 'What does a credit buy?',
      answer: `Text costs ${formatCount(creditCosts.perGeneratedToken)} credits per generated token (about ${formatCount(creditsPerEnglishWord)} a word in English) and a voiceover ${String(creditCosts.perSpeechCharacter)} credit per character. An image costs ${formatCount(imageBySide[256])}, ${formatCount(imageBySide[512])} or ${formatCount(imageBySide[1024])} credits at 256, 512 or 1024 pixels square, and transcription ${formatCount(creditCosts.transcriptionPerMinute)} credits per minute of audio, charged by the second.`,
    },
    {
      value: 'plan-needed',
      question: 'Do I need a plan to generate content?',
      answer:
        'Creating an account is free, but content generation needs a purchased plan or credit pack. Monthly plans refill your credits every month; pack credits never expire.',
    },
    {
      value: 'cancel',
      question: 'Can I cancel at any time?',
      answer:
        'Yes. Cancel your plan from your dashboard whenever you like: it stays active until the end of the month you paid for and is not renewed after that. Credits from packs stay yours.',
    },
    {
      value: 'refunds',
      question: 'Can I get a refund?',
      answer:
        'If a purchase did not work out for you, contact our support team and we will look at it with you. A refunded payment shows as refunded in your invoices, and its credits are removed from your balance.',
    },
    {
      value: 'privacy',
      question: 'What happens to my data?',
      answer: `Your account, generations and files stay in ${brandName}'s own database and are never sold. Prompts go to the AI provider only to produce your result, and you can delete any history item together with its files.`,
    },
    {
      value: 'models',
      question: 'Which AI models do you use?',
      answer: `${brandName} uses OpenAI's models, or any OpenAI-compatible service, for text, images, voiceovers and transcription. Without an API key it runs on a built-in offline demo engine whose output is marked as demo, so you can self-host it and try every tool on your own machine.`,
    },
  ];
}
