import { Chip } from '@mantine/core';
import { categories, myTemplatesCategory } from '@penwise/contract';
import classes from './tools.module.css';

/** The categories that hold writing tools (the media categories have their own screens). */
export const textCategories = categories.filter((category) => category.kind === 'text');

const allValue = 'all';

interface CategoryChipsProps {
  /** The chosen category slug; null is 'All' (only offered with `withAll`). */
  value: string | null;
  onChange: (slug: string | null) => void;
  withAll?: boolean;
  /** Adds 'My templates' (value 'my-templates'): the user's own templates. */
  withMine?: boolean;
  label: string;
}

/** One row of single-choice chips; it scrolls sideways on phones instead of wrapping into a wall. */
export function CategoryChips({
  value,
  onChange,
  withAll = false,
  withMine = false,
  label,
}: CategoryChipsProps) {
  return (
    <div role="radiogroup" aria-label={label} className={classes.chips}>
      <Chip.Group value={value ?? allValue} onChange={(next) => onChange(next === allValue ? null : next)}>
        {withAll && (
          <Chip value={allValue} variant="outline" size="sm">
            All
          </Chip>
        )}
        {withMine && (
          <Chip value={myTemplatesCategory} variant="outline" size="sm">
            My templates
          </Chip>
        )}
        {textCategories.map((category) => (
          <Chip key={category.slug} value={category.slug} variant="outline" size="sm">
            {category.title}
          </Chip>
        ))}
      </Chip.Group>
    </div>
  );
}
