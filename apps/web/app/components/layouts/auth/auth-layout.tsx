import { Anchor, Badge, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMicrophone, IconPhoto, IconSparkles, IconWaveSine } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { brand } from '~/lib/brand';
import { BrandLink } from '~/components/brand/brand-link';
import { AuthLinks } from './auth-links';
import classes from './auth-layout.module.css';

const highlights = [
  { icon: IconSparkles, text: 'Writing tools for ads, blogs, e-mails, SEO and more' },
  { icon: IconPhoto, text: 'Images from a single prompt' },
  { icon: IconMicrophone, text: 'Natural voiceovers in six voices' },
  { icon: IconWaveSine, text: 'Transcripts of your audio files' },
];

/** The shell of /login, /register and /reset: the form on one side, a showcase panel on the other. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <div className={classes.formSide}>
        <header>
          <BrandLink />
        </header>
        <main id="main" className={classes.formWrap}>
          {children}
          <AuthLinks />
        </main>
      </div>
      <aside className={classes.showcase} aria-labelledby="auth-showcase-title">
        <Badge className={classes.badge} variant="white" size="lg" radius="sm">
          Coming Soon
        </Badge>
        <Title order={2} id="auth-showcase-title" className={classes.showcaseTitle}>
          {brand.name}, your AI content studio, is almost here.
        </Title>
        <Text size="lg" maw={460} opacity={0.9}>
          In the meantime, sign up for our monthly newsletter to stay up to date.
        </Text>
        <Stack gap="sm" mt="sm">
          {highlights.map(({ icon: Icon, text }) => (
            <div key={text} className={classes.point}>
              <ThemeIcon variant="white" radius="xl" size={32} aria-hidden>
                <Icon size={18} />
              </ThemeIcon>
              <Text>{text}</Text>
            </div>
          ))}
        </Stack>
      </aside>
      <footer className={classes.footer}>
        <span>
          © {brand.authCopyrightYear} {brand.name}
        </span>
        <Anchor href={`mailto:${brand.supportEmail}`} size="sm">
          {brand.supportEmail}
        </Anchor>
      </footer>
    </div>
  );
}
