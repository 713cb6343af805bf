import { paths } from '~/lib/paths';
import { creditCostLines } from './credit-cost-lines';
import type { LegalContent } from './legal-document';

export const termsOfService: LegalContent = ({ brandName, companyName, companyAddress, supportEmail }) => ({
  title: 'Terms of Service',
  summary: `The agreement between you and ${companyName} when you use ${brandName}: your account, how credits, plans and packs work, what you may create, and the limits of our responsibility.`,
  sections: [
    {
      id: 'agreement',
      title: 'The agreement',
      body: [
        `These terms are an agreement between you and ${companyName}, ${companyAddress} ("we", "us"). By creating an account or using ${brandName} you accept them. If you use ${brandName} for an organisation, you confirm that you may accept these terms on its behalf.`,
      ],
    },
    {
      id: 'the-service',
      title: 'The service',
      body: [
        `${brandName} lets you generate text with templated writing tools, images from a written prompt, voiceovers from text and transcriptions from audio files. Results come from the AI provider we connect (OpenAI or an OpenAI-compatible service) or, when none is connected, from an offline demo engine whose results are labelled as demo output.`,
        'We improve the service continuously, so tools, models and features may change over time.',
      ],
    },
    {
      id: 'your-account',
      title: 'Your account',
      body: [
        {
          list: [
            'You must be at least 16 years old and give accurate details when you register.',
            'Keep your password secret. You are responsible for what happens under your account.',
            `Tell us at ${supportEmail} straight away if you think someone else has used your account.`,
          ],
        },
      ],
    },
    {
      id: 'credits',
      title: 'Credits',
      body: [
        'Generations are paid for with credits. The prices in credits are:',
        {
          list: [
            `Text: ${creditCostLines.text}.`,
            `Voiceovers: ${creditCostLines.speech}.`,
            `Images: ${creditCostLines.image}.`,
            `Transcriptions: ${creditCostLines.transcription}.`,
          ],
        },
        'Before a generation starts we reserve its largest possible cost, then charge what it really used and return the rest. If a generation fails, all reserved credits are returned. Credits have no cash value and cannot be transferred, sold or exchanged.',
      ],
    },
    {
      id: 'plans-packs-and-payment',
      title: 'Plans, packs and payment',
      body: [
        'Plans are monthly subscriptions. Each paid month sets your subscription credits to the plan’s amount; unused subscription credits do not carry over. A plan renews automatically every month until you cancel it.',
        'Credit packs are paid once and their credits never expire. When you generate, subscription credits are spent first, then pack credits.',
        {
          rich: [
            'Prices are shown in US dollars on our ',
            { text: 'pricing page', href: paths.pricing },
            '; taxes may be added where the law requires. Some limits, such as the largest image size, depend on your plan. Payments are processed by Stripe; we never see your full card number.',
          ],
        },
      ],
    },
    {
      id: 'cancellation-and-refunds',
      title: 'Cancellation and refunds',
      body: [
        'You can cancel a plan at any time from your dashboard. It stays active until the end of the month you paid for, then ends; we do not refund part-months unless the law requires it.',
        `An unused credit pack can be refunded within 14 days of purchase: write to ${supportEmail}. When a payment is refunded, the credits it bought are removed from your balance.`,
        'If you are a consumer in the European Union or the United Kingdom, you ask us to start the service straight away, and you accept that your right of withdrawal ends once you spend credits from a purchase.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: [
        'You must not use the service to:',
        {
          list: [
            'break the law or infringe anyone’s rights, including copyright, trademarks and privacy;',
            'create content that harasses, threatens or promotes hatred or violence, or any sexual content involving minors;',
            'impersonate a real person, or mislead people with synthetic voices or images presented as real;',
            'produce spam, phishing, malware or other deceptive material;',
            'get around credit charges, rate limits or security measures, or resell access without our written permission.',
          ],
        },
        'We may remove content and suspend accounts that break these rules.',
      ],
    },
    {
      id: 'your-content',
      title: 'Your content',
      body: [
        'You keep the rights you have in what you submit. As between you and us, you own the results generated for you, to the extent the law allows. You give us permission to store and process your content only to provide the service to you.',
        'Results may be similar to content generated for other people. You are responsible for checking results and for how you use them.',
        {
          rich: [
            'AI results can be wrong; our ',
            { text: 'disclaimer', href: paths.disclaimer },
            ' explains what we can and cannot promise about them.',
          ],
        },
      ],
    },
    {
      id: 'open-source-software',
      title: 'Open-source software',
      body: [
        `The software behind ${brandName} is open source and published under its own licence. These terms cover the service we operate; the licence covers the code when you run a copy yourself.`,
      ],
    },
    {
      id: 'availability-and-changes',
      title: 'Availability and changes',
      body: [
        'We aim to keep the service available at all times but cannot guarantee it; maintenance and outages of our providers may interrupt it. We will tell you at least 30 days before a price change to your plan takes effect.',
      ],
    },
    {
      id: 'suspension-and-closing',
      title: 'Suspension and closing your account',
      body: [
        `You may close your account at any time by writing to ${supportEmail}. We may suspend or close an account that breaks these terms. If we close your account without a breach on your part, we refund the unused credits of your packs.`,
      ],
    },
    {
      id: 'liability',
      title: 'Warranties and liability',
      body: [
        'The service is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or data, and our total liability is limited to what you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'law-and-disputes',
      title: 'Law and disputes',
      body: [
        `These terms are governed by the law of the place where ${companyName} is established. If you are a consumer, you keep the protection of the mandatory laws of the country where you live.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: [
        'We may update these terms. We will tell you about important changes by e-mail or in the app at least 30 days before they apply; if you continue to use the service after that, the new terms apply.',
      ],
    },
  ],
});
