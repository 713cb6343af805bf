import { Anchor, Text, ThemeIcon, Title } from '@mantine/core';
import { telHref } from '@penwise/contract';
import { IconBriefcase, IconMail, IconMessage2, IconPhone, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { useSiteInfo } from '~/lib/site-info';
import site from './site-page.module.css';

/** The phone line's opening hours. */
export const phoneHours = 'Mon-Fri 8am to 5pm';

interface Channel {
  icon: Icon;
  title: string;
  text: string;
  action: ReactNode;
}

/** The ways to reach the operator: support and sales e-mail, phone with its hours, and the contact form. */
export function ContactChannels() {
  const info = useSiteInfo();
  const channels: Channel[] = [
    {
      icon: IconMail,
      title: 'E-mail support',
      text: 'Questions about your account, credits or a tool. We answer within one working day.',
      action: <Anchor href={`mailto:${info.supportEmail}`}>{info.supportEmail}</Anchor>,
    },
    {
      icon: IconBriefcase,
      title: 'Sales',
      text: 'Plans for teams, invoices for your company, or running your own copy.',
      action: <Anchor href={`mailto:${info.salesEmail}`}>{info.salesEmail}</Anchor>,
    },
    {
      icon: IconPhone,
      title: 'Phone',
      text: `${phoneHours}.`,
      action: <Anchor href={telHref(info.companyPhone)}>{info.companyPhone}</Anchor>,
    },
    {
      icon: IconMessage2,
      title: 'Contact form',
      text: 'Write to us from the site and we reply by e-mail.',
      action: (
        <Anchor component={Link} to={paths.contact}>
          Send us a message
        </Anchor>
      ),
    },
  ];

  return (
    <ul className={site.grid} aria-label="Contact channels">
      {channels.map((channel) => (
        <li key={channel.title} className={site.card}>
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <channel.icon size={24} stroke={1.7} />
          </ThemeIcon>
          <Title order={3} className={site.cardTitle} mt="md">
            {channel.title}
          </Title>
          <Text className={site.muted} size="sm" mt={6}>
            {channel.text}
          </Text>
          <Text fw={600} className={site.cardAction} style={{ overflowWrap: 'anywhere' }}>
            {channel.action}
          </Text>
        </li>
      ))}
    </ul>
  );
}
