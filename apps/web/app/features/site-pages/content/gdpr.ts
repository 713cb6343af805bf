import { paths } from '~/lib/paths';
import type { LegalContent } from './legal-document';

export const gdpr: LegalContent = ({ brandName, companyName, companyAddress, supportEmail }) => ({
  title: 'GDPR',
  summary: `How ${companyName} meets the EU General Data Protection Regulation and the UK GDPR when you use ${brandName}, and how to exercise your rights.`,
  sections: [
    {
      id: 'scope',
      title: 'Who this page is for',
      body: [
        {
          rich: [
            'This page is for people in the European Economic Area and the United Kingdom. It adds the details the GDPR asks for to our ',
            { text: 'Privacy Policy', href: paths.privacyPolicy },
            ', which describes what we collect and why.',
          ],
        },
      ],
    },
    {
      id: 'controller',
      title: 'Controller and contact',
      body: [
        `The controller of your personal data is ${companyName}, ${companyAddress}. You can reach the person responsible for data protection at ${supportEmail}.`,
        `When an organisation runs its own copy of the open-source ${brandName} software, that organisation is the controller for its users, not us.`,
      ],
    },
    {
      id: 'purposes-and-bases',
      title: 'Purposes and legal bases',
      body: [
        {
          terms: {
            caption: 'Why we process personal data, and the legal basis for each purpose',
            columns: ['Purpose', 'Legal basis'],
            rows: [
              ['Your account and signing in', 'Performance of a contract, Art. 6(1)(b)'],
              [
                'Generating text, images, voiceovers and transcriptions',
                'Performance of a contract, Art. 6(1)(b)',
              ],
              [
                'Credits, payments and invoices',
                'Contract, Art. 6(1)(b), and legal obligation, Art. 6(1)(c)',
              ],
              ['Security, rate limiting and error logs', 'Legitimate interests, Art. 6(1)(f)'],
              ['Answering contact and support messages', 'Legitimate interests, Art. 6(1)(f)'],
              ['Service e-mails such as password resets', 'Performance of a contract, Art. 6(1)(b)'],
            ],
          },
        },
        'Where we rely on legitimate interests, we have weighed them against your rights; you can object at any time.',
      ],
    },
    {
      id: 'processors',
      title: 'Processors and recipients',
      body: [
        'We use a small number of providers, each bound by a data processing agreement or acting under its own responsibility:',
        {
          list: [
            'Stripe, for payments (an independent controller for card data).',
            'Our AI provider, OpenAI or an OpenAI-compatible service, for the content you ask it to generate. With the offline demo engine no AI provider receives your data.',
            'Hosting, database and e-mail delivery providers.',
          ],
        },
        'The current list of providers is available on request.',
      ],
    },
    {
      id: 'transfers',
      title: 'Transfers outside the EEA',
      body: [
        'When a provider processes data outside the EEA or the UK, we rely on an adequacy decision (such as the EU–US Data Privacy Framework for certified companies) or on the standard contractual clauses, with additional measures where needed.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: [
        {
          list: [
            'Access: get a copy of your personal data (Art. 15).',
            'Rectification: have inaccurate data corrected (Art. 16).',
            'Erasure: have your data deleted when there is no reason to keep it (Art. 17).',
            'Restriction: ask us to pause processing while a question is settled (Art. 18).',
            'Portability: receive the data you gave us in a machine-readable format (Art. 20).',
            'Objection: object to processing based on legitimate interests (Art. 21).',
            'Withdrawing consent, where processing relies on it, at any time.',
            'Complaining to a supervisory authority, especially where you live or work.',
          ],
        },
        'We make no decisions about you based solely on automated processing (Art. 22): the AI tools create content for you, they do not decide anything about you.',
      ],
    },
    {
      id: 'exercising-your-rights',
      title: 'How to exercise your rights',
      body: [
        {
          rich: [
            'Write to ',
            { text: supportEmail, href: `mailto:${supportEmail}` },
            ' from the e-mail address of your account. We may ask you to confirm your identity. We answer within one month, free of charge; complex requests may take up to two more months, and we will tell you if so.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'Retention',
      body: [
        {
          rich: [
            'We keep data only as long as each purpose needs it; the ',
            { text: 'retention section of our Privacy Policy', href: `${paths.privacyPolicy}#retention` },
            ' gives the period for each kind of data.',
          ],
        },
      ],
    },
    {
      id: 'security-and-breaches',
      title: 'Security and breaches',
      body: [
        'We protect personal data with encryption in transit, hashed passwords and session tokens, and restricted access. If a breach is likely to put your rights at risk, we notify the supervisory authority within 72 hours and tell you without undue delay when the risk is high.',
      ],
    },
  ],
});
