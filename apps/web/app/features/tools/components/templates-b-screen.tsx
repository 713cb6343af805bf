import { Container, Stack } from '@mantine/core';
import { defaultCategorySlug, findCategory, toolsInCategory, type Category } from '@penwise/contract';
import { useState } from 'react';
import { readSelectedCategory, storeSelectedCategory } from '~/lib/tool-selection';
import { CategoryChips } from './category-chips';
import { CategoryHeader } from './category-header';
import { ToolGrid } from './tool-grid';

/** The stored category, else Ads; Ads also when the stored one is a media category (it has no writing tools). */
function initialCategory(): Category {
  const stored = readSelectedCategory();
  return stored.kind === 'text' ? stored : (findCategory(defaultCategorySlug) ?? stored);
}

/** /templates-b: the tools of the stored category, with chips to switch to another one. */
export function TemplatesBScreen() {
  // The page renders only in the browser (behind the login gate), so storage can be read at once.
  const [category, setCategory] = useState(initialCategory);
  const tools = toolsInCategory(category.slug);

  const choose = (slug: string | null) => {
    const next = slug ? findCategory(slug) : undefined;
    if (!next) return;
    storeSelectedCategory(next.slug);
    setCategory(next);
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <CategoryHeader category={category} toolCount={tools.length} />
        <CategoryChips label="Switch category" value={category.slug} onChange={choose} />
        <ToolGrid tools={tools} label={`${category.title} tools`} headingLevel={2} />
      </Stack>
    </Container>
  );
}
