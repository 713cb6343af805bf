import { findCategory, type WritingTool } from '@penwise/contract';
import { categoryVisuals } from '~/components/catalogue/category-visuals';
import { LinkCard } from '~/components/catalogue/link-card';
import { paths } from '~/lib/paths';
import { storeSelectedTool } from '~/lib/tool-selection';

interface ToolCardProps {
  tool: WritingTool;
  /** Names the tool's category above its title, where tools of several categories mix. */
  showCategory?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** Clicking a tool stores it as the selected tool and opens the text page. */
export function ToolCard({ tool, showCategory = false, headingLevel }: ToolCardProps) {
  const category = findCategory(tool.category);
  return (
    <LinkCard
      to={paths.templatesC}
      onOpen={() => storeSelectedTool(tool)}
      title={tool.title}
      description={tool.description}
      {...categoryVisuals[tool.category]}
      eyebrow={showCategory ? category?.title : undefined}
      headingLevel={headingLevel}
    />
  );
}
