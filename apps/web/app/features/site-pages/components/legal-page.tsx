import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteInfo } from '~/lib/site-info';
import { legalLastUpdated, type LegalContent } from '../content/legal-document';
import { legalPageLinks } from '../content/legal-page-links';
import { LegalBlockView } from './legal-blocks';
import classes from './legal-page.module.css';
import { LegalToc } from './legal-toc';
import site from './site-page.module.css';

interface LegalPageProps {
  content: LegalContent;
  /** The page's own path, left out of the links to the other legal pages. */
  path: string;
}

/** Renders any legal text: heading, last-updated date, table of contents, numbered sections, contact line. */
export function LegalPage({ content, path }: LegalPageProps) {
  const info = useSiteInfo();
  const doc = content(info);
  // The route names its own path: useLocation() while prerendering did not give it, so the HTML
  // listed the page itself and hydration failed on the mismatch.
  const others = legalPageLinks.filter((link) => link.to !== path);

  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }} className={site.root}>
      <div className={classes.layout}>
        <header className={classes.header}>
          <Text className={site.eyebrow}>Legal</Text>
          <Title order={1} id="legal-title">
            {doc.title}
          </Title>
          <Text className={`${site.lead} ${classes.summary}`}>{doc.summary}</Text>
          <Text className={`${site.muted} ${classes.updated}`}>
            Last updated <time dateTime={legalLastUpdated.iso}>{legalLastUpdated.label}</time>
          </Text>
        </header>
        <div className={classes.columns}>
          <LegalToc sections={doc.sections} className={classes.toc} />
          <div className={classes.sheet}>
            <article className={classes.article} aria-labelledby="legal-title">
              {doc.sections.map((section, index) => (
                <section key={section.id} id={section.id} className={classes.section}>
                  <Title order={2} className={classes.sectionTitle}>
                    <span className={classes.sectionNumber}>{index + 1}.</span> <span>{section.title}</span>
                  </Title>
                  {section.body.map((block, blockIndex) => (
                    <LegalBlockView key={blockIndex} block={block} />
                  ))}
                </section>
              ))}
              <p className={classes.contact}>
                Questions about this page? Write to{' '}
                <Anchor href={`mailto:${info.supportEmail}`} underline="always" fw={600}>
                  {info.supportEmail}
                </Anchor>
                . {info.companyName}, {info.companyAddress}.
              </p>
            </article>
            <nav aria-label="Other legal pages" className={classes.related}>
              <ul className={classes.relatedList}>
                {others.map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} underline="always">
                      {link.label}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </Container>
  );
}
