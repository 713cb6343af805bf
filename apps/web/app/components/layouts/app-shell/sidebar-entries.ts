import {
  IconFileText,
  IconMicrophone2,
  IconTemplate,
  IconCreditCard,
  IconHeadset,
  IconHistory,
  IconLayoutDashboard,
  IconReceipt2,
  IconSettings,
  IconSparkles,
  IconTags,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '~/lib/paths';

export interface SidebarEntry {
  label: string;
  to: string;
  icon: Icon;
  /** Other pages that belong to this entry: it stays highlighted there. */
  within?: readonly string[];
}

/** The logged-in sidebar, top to bottom; Log Out sits between `main` and `bottom`. */
export const sidebarEntries = {
  main: [
    { label: 'Dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
    {
      label: 'AI Tools',
      to: paths.allAiTools,
      icon: IconSparkles,
      // /all-ai-tools lists the studios and the writing tools; each opens one of these pages.
      within: [
        paths.imageGen,
        paths.textToSpeech,
        paths.transcribe,
        paths.templatesA,
        paths.templatesB,
        paths.templatesC,
      ],
    },
    // The writing studio: finished work, the voice it is written in, the user's own tools.
    { label: 'Documents', to: paths.documents, icon: IconFileText, within: [paths.document] },
    { label: 'Brand Voices', to: paths.brandVoices, icon: IconMicrophone2 },
    { label: 'My Templates', to: paths.myTemplates, icon: IconTemplate, within: [paths.templateEditor] },
  ],
  billingGroup: {
    label: 'Billing And Payments',
    icon: IconCreditCard,
    entries: [
      { label: 'Pricing', to: paths.pricing, icon: IconTags },
      { label: 'Settings', to: paths.settings, icon: IconSettings },
      { label: 'Billing History', to: paths.billing, icon: IconReceipt2 },
    ],
  },
  afterGroup: [{ label: 'AI History', to: paths.history, icon: IconHistory }],
  bottom: [
    { label: 'Contact Support', to: paths.contact, icon: IconHeadset },
    { label: 'Settings', to: paths.settings, icon: IconSettings },
  ],
} satisfies Record<string, SidebarEntry[] | { label: string; icon: Icon; entries: SidebarEntry[] }>;
