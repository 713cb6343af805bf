import { limits } from '@penwise/contract';
import { paths } from '~/lib/paths';
import type { LegalContent } from './legal-document';

export const privacyPolicy: LegalContent = ({ brandName, companyName, companyAddress, supportEmail }) => ({
  title: 'Privacy Policy',
  summary: `What personal data ${companyName} handles when you visit ${brandName} or use the app, why, how long it is kept and what you can ask us to do with it.`,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: [
        `${brandName} is an AI content studio operated by ${companyName}, ${companyAddress} ("we", "us"). We are responsible for the personal data described in this policy.`,
        `${brandName} is open-source software that anyone can run on their own servers. If you use a copy run by another organisation, that organisation decides how your data is handled and its own policy applies.`,
      ],
    },
    {
      id: 'data-we-collect',
      title: 'What we collect',
      body: [
        'We collect only what the service needs to work:',
        {
          list: [
            'Account details: your name, e-mail address and password. We store a salted hash of the password, never the password itself.',
            'What you create: the descriptions, prompts, texts and audio files you submit, and the text, images, voiceovers and transcriptions made for you, kept in your history.',
            'Credits and purchases: your plan, your credit balance, a record of every credit change, your invoices and the referral code of the link you arrived through, if any.',
            'Payment results: card details are typed into Stripe’s hosted checkout and go straight to Stripe. We receive a payment reference, the amount and its status, never your card number.',
            'Messages: what you send through the contact form (name, e-mail, phone number, country and message).',
            'Technical data: your IP address, used to limit repeated login attempts and generation requests, and short-lived server logs that help us fix errors.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      body: [
        {
          list: [
            'To provide the service: signing you in, running the tools you choose and keeping your history.',
            'To handle credits and payments: reserving, charging and refunding credits, renewing plans and issuing invoices.',
            'To keep the service safe: limiting abuse, detecting fraud and investigating errors.',
            'To answer you: replying to support requests and contact messages.',
            'To send service e-mails such as password-reset links and payment confirmations. We send no marketing e-mail without your consent.',
          ],
        },
        'We do not sell your data, we do not show advertising, and we do not use your prompts or results to train AI models.',
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal bases',
      body: [
        'We process your data because it is necessary to perform our contract with you (your account, generations and purchases), because the law requires it (keeping invoices), or because of our legitimate interest in running a secure and reliable service. Where we rely on consent, you can withdraw it at any time.',
        {
          rich: [
            'If you are in the European Economic Area or the United Kingdom, our ',
            { text: 'GDPR page', href: paths.gdpr },
            ' explains these bases and your rights in more detail.',
          ],
        },
      ],
    },
    {
      id: 'ai-processing',
      title: 'AI processing',
      body: [
        'To produce a result, the text of your prompt, the text you want spoken or the audio you upload is sent to the AI provider we have connected: OpenAI or another OpenAI-compatible service. The provider processes it under its terms for business customers and returns the result, which we store in your history.',
        'When no provider is connected, an offline demo engine on our own server writes the result and nothing leaves our systems. Demo results are labelled as such in the app.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: [
        'We share personal data only with the services that help us run the product, and only what each one needs:',
        {
          list: [
            'Stripe, which processes payments and, for card payments, acts as an independent controller under its own privacy policy.',
            'The AI provider described above, for the content you ask it to generate.',
            'Our hosting, database and e-mail delivery providers, which store and transmit data on our instructions.',
            'Authorities, when the law requires us to disclose information.',
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      body: [
        'Some providers, including Stripe and OpenAI, may process data outside your country, for example in the United States. Where the law requires it, we rely on safeguards such as the European Commission’s standard contractual clauses or an adequacy decision.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: [
        {
          list: [
            'Account details: while your account is open, and up to 30 days after you close it.',
            'History: until you delete an item (the AI History page deletes an item with its media) or close your account.',
            'Credit records and invoices: as long as tax and accounting law requires, usually six to ten years.',
            'Contact messages: up to 24 months after the conversation ends.',
            `Server logs: up to 30 days. Password-reset links stop working after ${limits.resetLinkValidMinutes} minutes.`,
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: [
        'Connections are encrypted, passwords are hashed with argon2id, session tokens are stored only as hashes, and access to production data is limited to the people who need it. No system is perfectly secure: if a breach affects your data, we will tell you without undue delay.',
      ],
    },
    {
      id: 'browser-storage',
      title: 'Cookies and browser storage',
      body: [
        {
          rich: [
            'We set no tracking or advertising cookies. The app keeps your login and tool state in your browser’s local storage; our ',
            { text: 'cookie notice', href: paths.cookies },
            ' lists every item and how to clear it.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: [
        'You may ask us for a copy of your data, to correct it, to delete it, to send it to you in a portable format, or to stop or restrict some processing. You may also complain to your local data protection authority.',
        {
          rich: [
            'To exercise a right, write to ',
            { text: supportEmail, href: `mailto:${supportEmail}` },
            ' from the e-mail address of your account. We answer within 30 days.',
          ],
        },
      ],
    },
    {
      id: 'children',
      title: 'Children',
      body: [
        `${brandName} is not meant for children under 16 and we do not knowingly collect their data. If you believe a child has given us personal data, contact us and we will delete it.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: [
        'When we change this policy we update the date at the top of this page. If a change matters to how your data is used, we will tell you by e-mail or in the app before it takes effect.',
      ],
    },
  ],
});
