import { findCategory, myTemplatesCategory, type CustomTemplate } from '@penwise/contract';
import { IconTemplate } from '@tabler/icons-react';
import { categoryVisuals, type CategoryVisual } from '~/components/catalogue/category-visuals';
import { LinkCard } from '~/components/catalogue/link-card';
import { paths } from '~/lib/paths';
import { storeSelectedTemplate } from '~/lib/tool-selection';

/** How templates filed under 'My templates' (no catalogue category) look. */
export const myTemplatesVisual: CategoryVisual = { icon: IconTemplate, color: 'teal' };

export const myTemplatesTitle = 'My templates';

interface MyTemplateCardProps {
  template: CustomTemplate;
  showCategory?: boolean | undefined;
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** One of the user's own templates in the catalogue: badged, and opened in the text page like a tool. */
export function MyTemplateCard({ template, showCategory = false, headingLevel }: MyTemplateCardProps) {
  const category = template.category === myTemplatesCategory ? undefined : findCategory(template.category);
  const visual = category ? categoryVisuals[category.slug] : myTemplatesVisual;
  return (
    <LinkCard
      to={paths.templatesC}
      onOpen={() => storeSelectedTemplate(template)}
      title={template.title}
      description={template.description}
      {...visual}
      // The badge says 'My template' already: only a catalogue category is worth naming above it.
      eyebrow={showCategory ? category?.title : undefined}
      badge="My template"
      headingLevel={headingLevel}
    />
  );
}
