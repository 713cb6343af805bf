import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './home.module.css';

interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
}

/** The eyebrow, h2 and lead every home page section opens with. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={`${classes.header} ${align === 'center' ? classes.centered : classes.headerLeft}`}>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {lead && <p className={classes.lead}>{lead}</p>}
    </div>
  );
}
