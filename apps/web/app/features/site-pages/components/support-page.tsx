import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { homeSections, paths } from '~/lib/paths';
import { useSiteInfo } from '~/lib/site-info';
import { ContactChannels } from './contact-channels';
import { PageIntro } from './page-intro';
import site from './site-page.module.css';
import { SupportAnswersList } from './support-answers-list';

/** /support: how to reach the team, and answers to the questions asked most. */
export function SupportPage() {
  const { brandName } = useSiteInfo();
  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }} className={site.root}>
      <Stack gap={56}>
        <PageIntro
          eyebrow="Support"
          title="How can we help?"
          lead={`Real people answer every message about ${brandName}. Pick the channel that suits you, or find a quick answer below.`}
        />
        <section aria-labelledby="support-contact">
          <Title order={2} id="support-contact" className={site.sectionTitle} mb="lg">
            Contact us
          </Title>
          <ContactChannels />
        </section>
        <section aria-labelledby="support-answers">
          <Title order={2} id="support-answers" className={site.sectionTitle} mb="lg">
            Common answers
          </Title>
          <SupportAnswersList />
        </section>
        <div className={site.band}>
          <Title order={2} className={site.sectionTitle}>
            Still looking for an answer?
          </Title>
          <Text className={site.muted} mt="xs" mb="lg">
            The FAQ covers plans, limits and fees; the contact form reaches our team directly.
          </Text>
          <Group justify="center">
            <Button component={Link} to={homeSections.faq}>
              Read the FAQ
            </Button>
            <Button component={Link} to={paths.contact} variant="default">
              Contact us
            </Button>
          </Group>
        </div>
      </Stack>
    </Container>
  );
}
