import { Badge, Group, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import { IconArrowRight, type Icon } from '@tabler/icons-react';
import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import classes from './link-card.module.css';

export interface LinkCardProps {
  to: string;
  title: string;
  description: string;
  icon: Icon;
  color: MantineColor;
  /** Runs on click, before navigating: stores what the next page reads (a category, a tool). */
  onOpen?: () => void;
  /** A tagline shown in a tinted band on top of the card (category cards). */
  banner?: string;
  /** A short label above the title, e.g. the tool's category. */
  eyebrow?: string;
  /** A tag beside the eyebrow, e.g. 'My template' on the user's own tools. */
  badge?: string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A whole card that is one link: keyboard and middle-click work like any link, and `onOpen` runs
 * for every kind of click (the stored choice is shared with a tab opened by ctrl-click).
 */
export function LinkCard({
  to,
  title,
  description,
  icon: CardIcon,
  color,
  onOpen,
  banner,
  eyebrow,
  badge,
  headingLevel = 3,
}: LinkCardProps) {
  const id = useId();
  const style = {
    '--card-accent': `var(--mantine-color-${color}-6)`,
    '--card-band': `var(--mantine-color-${color}-light)`,
  } as CSSProperties;
  const iconTile = (
    <ThemeIcon
      variant={banner ? 'filled' : 'light'}
      color={color}
      size={44}
      radius="md"
      aria-hidden
      className={classes.icon}
    >
      <CardIcon size={24} stroke={1.7} />
    </ThemeIcon>
  );
  return (
    // Named by the title alone, so a screen reader's list of links reads 'Facebook Ads', not the whole card.
    <Link
      to={to}
      onClick={onOpen}
      className={classes.card}
      style={style}
      aria-labelledby={`${id}-title`}
      aria-describedby={badge ? `${id}-badge ${id}-description` : `${id}-description`}
    >
      {banner ? (
        <span className={classes.band}>
          {iconTile}
          <span className={classes.bandText}>{banner}</span>
        </span>
      ) : (
        iconTile
      )}
      <span className={classes.body}>
        {(eyebrow ?? badge) && (
          <Group component="span" gap={6} wrap="wrap">
            {eyebrow && (
              <Text component="span" size="xs" fw={600} tt="uppercase" className={classes.eyebrow}>
                {eyebrow}
              </Text>
            )}
            {badge && (
              <Badge component="span" size="sm" variant="light" color="teal" id={`${id}-badge`}>
                {badge}
              </Badge>
            )}
          </Group>
        )}
        <Title order={headingLevel} className={classes.title} id={`${id}-title`}>
          {title}
        </Title>
        <Text component="span" size="sm" c="dimmed" className={classes.description} id={`${id}-description`}>
          {description}
        </Text>
      </span>
      <IconArrowRight size={18} className={classes.arrow} aria-hidden />
    </Link>
  );
}
