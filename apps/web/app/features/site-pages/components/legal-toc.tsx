import { Title } from '@mantine/core';
import type { LegalSection } from '../content/legal-document';
import classes from './legal-toc.module.css';

interface LegalTocProps {
  sections: readonly LegalSection[];
  className?: string;
}

/** "On this page": a numbered list of in-page links to each section's anchor. */
export function LegalToc({ sections, className }: LegalTocProps) {
  return (
    <nav aria-labelledby="legal-toc-title" className={`${classes.toc} ${className ?? ''}`}>
      <Title order={2} id="legal-toc-title" className={classes.title}>
        On this page
      </Title>
      <ol className={classes.list}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={classes.link}>
              <span className={classes.number}>{index + 1}.</span> <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
