import { Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './features.module.css';
import home from './home.module.css';

export interface Screenshot {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface FeatureCardProps {
  icon: Icon;
  /** Tint of the icon badge (a data attribute the stylesheet maps to a palette). */
  tone: 'penwise' | 'grape' | 'orange' | 'teal';
  title: string;
  children: ReactNode;
  /** A product screenshot below the text (lazy: the features sit below the fold). */
  screenshot?: Screenshot;
  /** Anything else shown below the text, such as the category list. */
  extra?: ReactNode;
  /** Spans the whole row, with the picture beside the text on large screens. */
  wide?: boolean;
}

/** One feature of the features section: icon, heading, a sentence or two and a picture. */
export function FeatureCard({
  icon: FeatureIcon,
  tone,
  title,
  children,
  screenshot,
  extra,
  wide = false,
}: FeatureCardProps) {
  return (
    <article className={`${home.card} ${classes.card}`} data-wide={wide || undefined}>
      <div className={classes.cardText}>
        <span className={classes.icon} data-tone={tone} aria-hidden>
          <FeatureIcon size={22} />
        </span>
        <Title order={3} className={classes.cardTitle}>
          {title}
        </Title>
        <p className={home.muted}>{children}</p>
        {extra}
      </div>
      {screenshot && (
        <div className={classes.media}>
          <img
            src={screenshot.src}
            alt={screenshot.alt}
            width={screenshot.width}
            height={screenshot.height}
            loading="lazy"
            decoding="async"
          />
        </div>
      )}
    </article>
  );
}
