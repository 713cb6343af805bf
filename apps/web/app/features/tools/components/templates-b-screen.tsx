import { Container, Stack } from '@mantine/core';
import {
  defaultCategorySlug,
  findCategory,
  myTemplatesCategory,
  toolsInCategory,
  type Category,
  type CustomTemplate,
} from '@penwise/contract';
import { useState, type ReactNode } from 'react';
import { categoryVisuals } from '~/components/catalogue/category-visuals';
import { useCustomTemplates } from '~/lib/custom-templates';
import { readSelectedCategory, readSelectedCategorySlug, storeSelectedCategory } from '~/lib/tool-selection';
import { CategoryChips } from './category-chips';
import { CategoryHeader } from './category-header';
import { MyTemplatesGroup } from './my-templates-group';
import { ToolGrid } from './tool-grid';

/** The stored category, else Ads; Ads also when the stored one is a media category (it has no writing tools). */
function initialCategory(): string {
  if (readSelectedCategorySlug() === myTemplatesCategory) return myTemplatesCategory;
  const stored = readSelectedCategory();
  return stored.kind === 'text' ? stored.slug : defaultCategorySlug;
}

/**
 * /templates-b: the tools of the stored category (the user's own templates of that category after
 * them), with chips to switch to another one or to My templates.
 */
export function TemplatesBScreen() {
  // The page renders only in the browser (behind the login gate), so storage can be read at once.
  const [slug, setSlug] = useState(initialCategory);
  const templates = useCustomTemplates();
  const mine = templates.data ?? [];

  const choose = (next: string | null) => {
    if (next !== myTemplatesCategory && !(next && findCategory(next))) return;
    storeSelectedCategory(next);
    setSlug(next);
  };
  const category = slug === myTemplatesCategory ? undefined : (findCategory(slug) as Category);

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        {category ? (
          <CategoryView category={category} templates={mine.filter((t) => t.category === category.slug)}>
            <CategoryChips label="Switch category" withMine value={slug} onChange={choose} />
          </CategoryView>
        ) : (
          <MyTemplatesGroup templates={templates}>
            <CategoryChips label="Switch category" withMine value={slug} onChange={choose} />
          </MyTemplatesGroup>
        )}
      </Stack>
    </Container>
  );
}

interface CategoryViewProps {
  category: Category;
  /** The user's own templates filed under this category. */
  templates: readonly CustomTemplate[];
  children: ReactNode;
}

function CategoryView({ category, templates, children }: CategoryViewProps) {
  const tools = toolsInCategory(category.slug);
  return (
    <>
      <CategoryHeader
        category={category}
        visual={categoryVisuals[category.slug]}
        toolCount={tools.length + templates.length}
      />
      {children}
      <ToolGrid tools={tools} templates={templates} label={`${category.title} tools`} headingLevel={2} />
    </>
  );
}
