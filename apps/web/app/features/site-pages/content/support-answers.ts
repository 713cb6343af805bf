import { limits } from '@penwise/contract';
import { paths } from '~/lib/paths';
import { creditCostLines } from './credit-cost-lines';

export interface SupportAnswer {
  question: string;
  answer: string;
  /** Where to do what the answer describes. */
  link?: { label: string; to: string };
}

export interface SupportTopic {
  title: string;
  answers: readonly SupportAnswer[];
}

/** The questions support hears most, grouped by topic; the home page FAQ covers the rest. */
export const supportTopics: readonly SupportTopic[] = [
  {
    title: 'Credits',
    answers: [
      {
        question: 'What does a generation cost?',
        answer: `Text costs ${creditCostLines.text}; voiceovers ${creditCostLines.speech}; images ${creditCostLines.image}; transcriptions ${creditCostLines.transcription}.`,
      },
      {
        question: 'Which credits are spent first?',
        answer:
          'Subscription credits first, then pack credits. Subscription credits reset each paid month; pack credits never expire.',
      },
      {
        question: 'A generation failed. Did I lose credits?',
        answer:
          'No. Each generation reserves its largest possible cost, charges what it really used and returns the rest; a failed one returns everything.',
      },
    ],
  },
  {
    title: 'Billing',
    answers: [
      {
        question: 'How do I pay?',
        answer:
          'Choose a plan or a pack on the pricing page. Payment runs on Stripe’s secure checkout; we never see your card number.',
        link: { label: 'See plans and packs', to: paths.pricing },
      },
      {
        question: 'Where are my invoices?',
        answer:
          'Open Billing History in the app sidebar: every invoice is listed with its date, status and price.',
      },
      {
        question: 'How do I cancel my plan?',
        answer:
          'Use Cancel Plan on your dashboard. The plan stays active until the end of the month you paid for, then ends.',
      },
    ],
  },
  {
    title: 'Account',
    answers: [
      {
        question: 'I forgot my password.',
        answer: `Ask for a reset link: we e-mail you a link that works for ${limits.resetLinkValidMinutes} minutes.`,
        link: { label: 'Reset your password', to: paths.reset },
      },
      {
        question: 'How do I change my e-mail address or close my account?',
        answer:
          'Write to us from the address of your account and we will do it for you, usually within one working day.',
      },
    ],
  },
];
