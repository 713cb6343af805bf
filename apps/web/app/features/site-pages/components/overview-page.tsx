import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { useSiteInfo } from '~/lib/site-info';
import { overviewStats } from '../content/overview';
import { OverviewCategories, OverviewCreditSteps, OverviewSelfHosting } from './overview-details';
import classes from './overview-page.module.css';
import { OverviewStudios } from './overview-studios';
import { PageIntro } from './page-intro';
import site from './site-page.module.css';

function CallsToAction() {
  return (
    <Group justify="center" mt="sm">
      <Button component={Link} to={paths.register} size="md">
        Create your account
      </Button>
      <Button component={Link} to={paths.pricing} size="md" variant="default">
        See pricing
      </Button>
    </Group>
  );
}

function OverviewSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} className={site.sectionTitle}>
        {title}
      </Title>
      {lead && (
        <Text className={site.muted} mt={6} maw="70ch">
          {lead}
        </Text>
      )}
      <div className={classes.sectionBody}>{children}</div>
    </section>
  );
}

/** /overview: what the studio makes, what it costs, and that it can run on your own server. */
export function OverviewPage() {
  const { brandName } = useSiteInfo();
  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }} className={site.root}>
      <Stack gap={56}>
        <PageIntro
          eyebrow="Overview"
          title="Write, illustrate, voice and transcribe in one studio"
          lead={`${brandName} brings ${overviewStats[0].value} writing tools, an image generator, voiceovers and transcription together, all paid for from one balance of credits.`}
        >
          <CallsToAction />
        </PageIntro>
        <dl className={classes.stats} aria-label="The studio in figures">
          {overviewStats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <OverviewSection
          id="overview-studios"
          title="Four studios, one balance"
          lead="Every kind of generation spends the same credits, at a published price."
        >
          <OverviewStudios />
        </OverviewSection>
        <OverviewSection
          id="overview-categories"
          title="Writing tools by category"
          lead="Pick a category, pick a tool, describe what you need. Each tool knows its format, from a three-line ad to a full article."
        >
          <OverviewCategories />
        </OverviewSection>
        <OverviewSection id="overview-credits" title="How credits and plans work">
          <OverviewCreditSteps />
        </OverviewSection>
        <OverviewSection
          id="overview-hosting"
          title="Run it your way"
          lead={`${brandName} is open source. Use it here, or run your own copy.`}
        >
          <div className={classes.hosting}>
            <OverviewSelfHosting />
            <pre className={classes.command}>
              <code>
                {'# run your own copy\nnpm install && npm start\n# then open http://localhost:3000'}
              </code>
            </pre>
          </div>
        </OverviewSection>
        <div className={site.band}>
          <Title order={2} className={site.sectionTitle}>
            Start creating today
          </Title>
          <Text className={site.muted} mt="xs">
            Register in a minute, then choose the plan or pack that fits your work.
          </Text>
          <CallsToAction />
        </div>
      </Stack>
    </Container>
  );
}
