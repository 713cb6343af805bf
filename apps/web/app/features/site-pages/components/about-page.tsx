import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconCoins, IconLockOpen, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { useSiteInfo } from '~/lib/site-info';
import { aboutMission, aboutValues } from '../content/about';
import classes from './about-page.module.css';
import { CompanyDetails } from './company-details';
import { PageIntro } from './page-intro';
import site from './site-page.module.css';

// One icon per value, in the order of `aboutValues`.
const valueIcons = [IconLockOpen, IconBook2, IconShieldLock, IconCoins];

/** /about-us: the mission, the values and the operator's details. */
export function AboutPage() {
  const info = useSiteInfo();
  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }} className={site.root}>
      <Stack gap={56}>
        <PageIntro
          eyebrow="About us"
          title="An AI studio you can read in an afternoon"
          lead={`${info.companyName} makes ${info.brandName}: a self-hostable, open-source place to write, illustrate, voice and transcribe content with AI.`}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.story}>
          <section aria-labelledby="about-mission">
            <Title order={2} id="about-mission" className={site.sectionTitle} mb="md">
              Our mission
            </Title>
            <Stack gap="md" className={classes.prose}>
              {aboutMission(info).map((paragraph) => (
                <Text key={paragraph} inherit>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </section>
          <CompanyDetails />
        </SimpleGrid>
        <section aria-labelledby="about-values">
          <Title order={2} id="about-values" className={site.sectionTitle} mb="lg">
            What we value
          </Title>
          <ul className={site.grid}>
            {aboutValues.map((value, index) => {
              const ValueIcon = valueIcons[index] ?? IconBook2;
              return (
                <li key={value.title} className={site.card}>
                  <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                    <ValueIcon size={24} stroke={1.7} />
                  </ThemeIcon>
                  <Title order={3} className={site.cardTitle} mt="md">
                    {value.title}
                  </Title>
                  <Text className={site.muted} size="sm" mt={6} lh={1.6}>
                    {value.text}
                  </Text>
                </li>
              );
            })}
          </ul>
        </section>
        <div className={site.band}>
          <Title order={2} className={site.sectionTitle}>
            Try it, or talk to us
          </Title>
          <Text className={site.muted} mt="xs" mb="lg">
            Create an account to use the studio, or write to us about running your own copy.
          </Text>
          <Group justify="center">
            <Button component={Link} to={paths.register}>
              Create your account
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
