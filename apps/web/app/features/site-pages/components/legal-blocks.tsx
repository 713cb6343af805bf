import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { LegalBlock, LegalInline, LegalTerms } from '../content/legal-document';
import classes from './legal-blocks.module.css';

function InlineText({ part }: { part: LegalInline }) {
  if (typeof part === 'string') return part;
  // Links inside running text are underlined: colour alone does not set them apart (WCAG 1.4.1).
  return part.href.startsWith('/') ? (
    <Anchor component={Link} to={part.href} underline="always" inherit>
      {part.text}
    </Anchor>
  ) : (
    <Anchor href={part.href} underline="always" inherit>
      {part.text}
    </Anchor>
  );
}

function TermsBlock({ terms }: { terms: LegalTerms }) {
  const [nameHeader, valueHeader] = terms.columns;
  return (
    <div className={classes.terms}>
      <p className={classes.termsCaption}>{terms.caption}</p>
      {/* Column labels for sighted readers of the two-column layout; dt/dd already pair each entry. */}
      <div className={classes.termsHead} aria-hidden>
        <span>{nameHeader}</span>
        <span>{valueHeader}</span>
      </div>
      <dl className={classes.termsList}>
        {terms.rows.map(([name, value]) => (
          <div key={name} className={classes.termRow}>
            <dt>{terms.code ? <code className={classes.code}>{name}</code> : name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One block of a legal text: a paragraph, a paragraph with links, a list or named entries. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className={classes.paragraph}>{block}</p>;
  if ('rich' in block) {
    return (
      <p className={classes.paragraph}>
        {block.rich.map((part, index) => (
          <InlineText key={index} part={part} />
        ))}
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className={classes.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <TermsBlock terms={block.terms} />;
}
