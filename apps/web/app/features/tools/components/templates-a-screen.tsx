import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { findTool, writingTools } from '@penwise/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { storeSelectedCategory } from '~/lib/tool-selection';
import { popularTools, writeAnythingSlug } from '../utils/popular-tools';
import { textCategories } from './category-chips';
import { FeaturedTool } from './featured-tool';
import { ToolGrid } from './tool-grid';

/** /templates-a: Write Anything first, then a handful of popular tools and the way to the rest. */
export function TemplatesAScreen() {
  const writeAnything = findTool(writeAnythingSlug);
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <div>
          <Title order={1} size="h2">
            AI Templates
          </Title>
          <Text c="dimmed" mt={4}>
            Start from a blank page or from a template built for the job.
          </Text>
        </div>
        {writeAnything && <FeaturedTool tool={writeAnything} />}
        <section aria-labelledby="popular-title">
          <Group justify="space-between" align="baseline" mb="md" gap="xs">
            <Title order={2} size="h3" id="popular-title">
              Popular tools
            </Title>
            <Anchor component={Link} to={paths.allAiTools} fw={600}>
              {`Browse all ${writingTools.length} tools`}
            </Anchor>
          </Group>
          <ToolGrid tools={popularTools()} showCategory label="Popular tools" />
        </section>
        <section aria-labelledby="categories-title">
          <Title order={2} size="h3" id="categories-title" mb="md">
            Templates by category
          </Title>
          <Group gap="xs">
            {textCategories.map((category) => (
              <Button
                key={category.slug}
                component={Link}
                to={paths.templatesB}
                onClick={() => storeSelectedCategory(category.slug)}
                variant="light"
                size="sm"
                radius="xl"
                rightSection={<IconArrowRight size={14} />}
              >
                {category.title}
              </Button>
            ))}
          </Group>
        </section>
      </Stack>
    </Container>
  );
}
