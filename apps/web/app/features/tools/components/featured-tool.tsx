import { Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { WritingTool } from '@penwise/contract';
import { IconArrowRight, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { storeSelectedTool } from '~/lib/tool-selection';
import classes from './featured-tool.module.css';

/** The big Write Anything banner at the top of /templates-a. */
export function FeaturedTool({ tool }: { tool: WritingTool }) {
  return (
    <Paper
      p={{ base: 'lg', sm: 'xl' }}
      className={classes.banner}
      component="section"
      aria-labelledby="featured"
    >
      <Group gap="lg" align="flex-start" wrap="nowrap" className={classes.row}>
        <ThemeIcon size={56} radius="md" variant="white" aria-hidden className={classes.icon}>
          <IconPencil size={30} stroke={1.7} />
        </ThemeIcon>
        <div className={classes.text}>
          <Text size="xs" fw={700} tt="uppercase" className={classes.eyebrow}>
            Featured
          </Text>
          <Title order={2} id="featured" className={classes.title}>
            {tool.title}
          </Title>
          <Text className={classes.description}>
            {tool.description} Emails, posts, stories, outlines: if you can describe it, it can be drafted.
          </Text>
          <Button
            component={Link}
            to={paths.templatesC}
            onClick={() => storeSelectedTool(tool)}
            variant="white"
            mt="md"
            rightSection={<IconArrowRight size={18} />}
          >
            Start writing
          </Button>
        </div>
      </Group>
    </Paper>
  );
}
