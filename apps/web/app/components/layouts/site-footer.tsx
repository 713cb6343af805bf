import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { brand } from '~/lib/brand';
import { BrandLink } from '../brand/brand-link';
import { footerColumns } from './nav-links';
import classes from './site-footer.module.css';

/** Footer of the home page and the public pages. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl" verticalSpacing="xl">
          <Stack gap="sm" className={classes.about}>
            <BrandLink />
            <Text size="sm" c="dimmed" maw={260}>
              {brand.tagline}: write, illustrate, voice and transcribe with AI, on your own server.
            </Text>
          </Stack>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
              <Title order={2} id={`footer-${column.title}`} className={classes.columnTitle}>
                {column.title}
              </Title>
              <Stack gap={8}>
                {column.links.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} size="sm" c="var(--penwise-text-muted)">
                    {link.label}
                  </Anchor>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" className={classes.copyright}>
          © {brand.footerCopyrightYear} {brand.name}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
