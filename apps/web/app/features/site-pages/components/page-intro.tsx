import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import site from './site-page.module.css';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Calls to action under the lead. */
  children?: ReactNode;
}

/** The centred heading block that opens the overview, about and support pages. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <Stack gap="sm" className={site.intro}>
      <Text className={site.eyebrow}>{eyebrow}</Text>
      <Title order={1} className={site.introTitle}>
        {title}
      </Title>
      <Text className={site.lead}>{lead}</Text>
      {children}
    </Stack>
  );
}
