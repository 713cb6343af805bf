import { SimpleGrid } from '@mantine/core';
import { categories } from '@penwise/contract';
import { categoryVisuals } from '~/components/catalogue/category-visuals';
import { LinkCard } from '~/components/catalogue/link-card';
import { storeSelectedCategory } from '~/lib/tool-selection';
import { categoryPath } from '../utils/category-path';

/** The category view: one card per category; a click stores the category for the next page. */
export function CategoryCards() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {categories.map((category) => (
        <LinkCard
          key={category.slug}
          to={categoryPath(category)}
          onOpen={() => storeSelectedCategory(category.slug)}
          title={category.title}
          description={category.description}
          banner={category.banner}
          {...categoryVisuals[category.slug]}
        />
      ))}
    </SimpleGrid>
  );
}
