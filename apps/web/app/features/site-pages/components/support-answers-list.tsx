import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { supportTopics } from '../content/support-answers';
import site from './site-page.module.css';

/** Common answers by topic; each question opens its answer (headings h3 topic, h4 question). */
export function SupportAnswersList() {
  return (
    <div className={site.grid}>
      {supportTopics.map((topic) => (
        <Stack key={topic.title} gap="sm">
          <Title order={3} className={site.cardTitle}>
            {topic.title}
          </Title>
          <Accordion variant="separated" radius="md" order={4} multiple classNames={{ item: site.faqItem }}>
            {topic.answers.map((item) => (
              <Accordion.Item key={item.question} value={item.question}>
                <Accordion.Control>
                  <Text fw={600} size="sm">
                    {item.question}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" lh={1.6}>
                    {item.answer}
                  </Text>
                  {item.link && (
                    <Anchor
                      component={Link}
                      to={item.link.to}
                      size="sm"
                      fw={600}
                      mt="xs"
                      display="inline-block"
                    >
                      {item.link.label}
                    </Anchor>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </div>
  );
}
