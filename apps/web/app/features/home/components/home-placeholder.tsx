import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import classes from './home-placeholder.module.css';

// The anchors the navbar and footer jump to (/#about…); a later release fills each section.
const sections = [
  { id: 'about', headingId: 'about-title', title: 'About', text: `What ${brand.name} is and who it is for.` },
  {
    id: 'features',
    headingId: 'features-title',
    title: 'Features',
    text: 'Writing tools, images, voiceovers and transcripts.',
  },
  { id: 'pricing', headingId: 'pricing-title', title: 'Pricing', text: 'Monthly plans and credit packs.' },
  { id: 'faq', headingId: 'faq-title', title: 'FAQ', text: 'Answers to the questions we hear most.' },
  // SPEC §2 links both /#contact and /#get-in-touch here.
  {
    id: 'contact',
    headingId: 'get-in-touch',
    title: 'Get in touch',
    text: 'Questions, feedback, partnerships.',
  },
];

/** The home page until the marketing release: a hero and the section anchors. */
export function HomePlaceholder() {
  return (
    <>
      <section className={classes.hero}>
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Badge variant="light" size="lg">
              {brand.tagline}
            </Badge>
            <Title order={1} className={classes.title}>
              Write, illustrate and voice your content with AI
            </Title>
            <Text size="lg" c="dimmed" maw={620}>
              {brand.name} brings text generation, images, voiceovers and transcription together in one studio
              you can host yourself.
            </Text>
            <Group justify="center">
              <Button
                component={Link}
                to={paths.register}
                size="lg"
                rightSection={<IconArrowRight size={18} />}
              >
                Get Started
              </Button>
              <Button component={Link} to={paths.login} size="lg" variant="default">
                Log in
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>
      <Container size="lg" pb={64}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {sections.map((section) => (
            <Paper
              key={section.id}
              component="section"
              id={section.id}
              aria-labelledby={section.headingId}
              withBorder
              p="lg"
            >
              <Title order={2} size="h4" id={section.headingId}>
                {section.title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {section.text}
              </Text>
              <Text size="xs" c="penwise.7" fw={600} mt="md">
                Coming in a later release
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
