import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { contactFormTexts, telHref } from '@penwise/contract';
import { IconMail, IconMapPin, IconPhone, IconHeadset, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSiteInfo } from '~/lib/site-info';
import classes from './contact.module.css';

interface InfoCardProps {
  icon: Icon;
  title: string;
  children: ReactNode;
}

function InfoCard({ icon: CardIcon, title, children }: InfoCardProps) {
  return (
    <Paper withBorder p="lg" className={classes.card}>
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        <CardIcon size={22} stroke={1.7} />
      </ThemeIcon>
      <div className={classes.cardBody}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </div>
    </Paper>
  );
}

/** Sales and support e-mail, office address and phone with hours, from the server's configuration. */
export function ContactInfoCards() {
  const site = useSiteInfo();
  return (
    <Stack gap="md" component="section" aria-labelledby="reach-us-heading">
      <Title order={2} size="h3" id="reach-us-heading">
        Other ways to reach us
      </Title>
      <InfoCard icon={IconMail} title="Sales e-mail">
        <Anchor href={`mailto:${site.salesEmail}`} className={classes.value}>
          {site.salesEmail}
        </Anchor>
      </InfoCard>
      <InfoCard icon={IconHeadset} title="Support e-mail">
        <Anchor href={`mailto:${site.supportEmail}`} className={classes.value}>
          {site.supportEmail}
        </Anchor>
      </InfoCard>
      <InfoCard icon={IconMapPin} title="Office address">
        <Text component="address" className={classes.value}>
          {site.companyAddress}
        </Text>
      </InfoCard>
      <InfoCard icon={IconPhone} title="Phone">
        <Anchor href={telHref(site.companyPhone)} className={classes.value}>
          {site.companyPhone}
        </Anchor>
        <Text size="sm" className={classes.muted}>
          {contactFormTexts.phoneHours}
        </Text>
      </InfoCard>
    </Stack>
  );
}
