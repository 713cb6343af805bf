import { Text, ThemeIcon, Title } from '@mantine/core';
import type { Category } from '@penwise/contract';
import type { CSSProperties } from 'react';
import type { CategoryVisual } from '~/components/catalogue/category-visuals';
import classes from './category-header.module.css';

interface CategoryHeaderProps {
  category: Pick<Category, 'banner' | 'title' | 'description'>;
  visual: CategoryVisual;
  /** Undefined while it is not known yet (the user's templates are loading). */
  toolCount: number | undefined;
}

/** The category's banner on /templates-b: its tagline, title, description and tool count. */
export function CategoryHeader({ category, visual, toolCount }: CategoryHeaderProps) {
  const { icon: CategoryIcon, color } = visual;
  const style = {
    '--header-accent': `var(--mantine-color-${color}-6)`,
    '--header-deep': `var(--mantine-color-${color}-8)`,
  } as CSSProperties;
  return (
    <header className={classes.header} style={style}>
      <ThemeIcon size={56} radius="md" variant="white" color={color} aria-hidden className={classes.icon}>
        <CategoryIcon size={30} stroke={1.7} />
      </ThemeIcon>
      <div className={classes.text}>
        <Text size="sm" fw={700} className={classes.banner}>
          {category.banner}
        </Text>
        <Title order={1} className={classes.title}>
          {category.title}
        </Title>
        <Text className={classes.description}>{category.description}</Text>
        {toolCount !== undefined && (
          <Text size="sm" fw={600} mt={8} className={classes.count}>
            {toolCount === 1 ? '1 tool' : `${String(toolCount)} tools`}
          </Text>
        )}
      </div>
    </header>
  );
}
