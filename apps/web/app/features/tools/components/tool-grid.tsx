import { SimpleGrid } from '@mantine/core';
import type { CustomTemplate, WritingTool } from '@penwise/contract';
import { MyTemplateCard } from './my-template-card';
import { ToolCard } from './tool-card';
import classes from './tools.module.css';

interface ToolGridProps {
  tools: readonly WritingTool[];
  /** The user's own templates, after the catalogue's tools. */
  templates?: readonly CustomTemplate[] | undefined;
  showCategory?: boolean;
  /** Names the list for screen readers, e.g. 'Ads tools'. */
  label: string;
  headingLevel?: 2 | 3 | 4;
}

/** The tools as a list of cards: one column on phones, up to three beside the sidebar. */
export function ToolGrid({ tools, templates = [], showCategory, label, headingLevel }: ToolGridProps) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      className={classes.list}
    >
      {tools.map((tool) => (
        <li key={tool.slug}>
          <ToolCard tool={tool} showCategory={showCategory} headingLevel={headingLevel} />
        </li>
      ))}
      {templates.map((template) => (
        <li key={template.id}>
          <MyTemplateCard template={template} showCategory={showCategory} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
