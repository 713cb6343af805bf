import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset, IconHome, IconReceipt, IconSparkles, type Icon } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '~/lib/paths';
import { useHydrated } from '~/lib/use-hydrated';
import classes from './not-found-page.module.css';
import site from './site-page.module.css';

interface Destination {
  icon: Icon;
  label: string;
  text: string;
  to: string;
}

const destinations: readonly Destination[] = [
  { icon: IconHome, label: 'Home', text: 'Start again from the front page.', to: paths.home },
  {
    icon: IconSparkles,
    label: 'AI tools',
    text: 'Every writing, image and audio tool.',
    to: paths.allAiTools,
  },
  { icon: IconReceipt, label: 'Pricing', text: 'Monthly plans and credit packs.', to: paths.pricing },
  { icon: IconHeadset, label: 'Support', text: 'Answers, and how to reach us.', to: paths.support },
];

/** The 404 page: says what went wrong and offers the places people usually look for. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  // One prerendered 404 page answers every unknown path, so the path shows only once hydrated.
  const hydrated = useHydrated();
  return (
    <Container size="md" py={{ base: 48, sm: 80 }} className={site.root}>
      <Stack align="center" ta="center" gap="md">
        <Text className={classes.code} aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text className={site.lead} maw="36rem">
          {hydrated ? (
            <>
              We could not find <code className={classes.path}>{pathname}</code>.
            </>
          ) : (
            'We could not find that page.'
          )}{' '}
          The link may be out of date, or the page may have moved.
        </Text>
      </Stack>
      <nav aria-label="Helpful links" className={classes.nav}>
        <ul className={classes.links}>
          {destinations.map((destination) => (
            <li key={destination.to}>
              <Link to={destination.to} className={classes.link}>
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <destination.icon size={22} stroke={1.7} />
                </ThemeIcon>
                <span>
                  <span className={classes.label}>{destination.label}</span>
                  <span className={`${site.muted} ${classes.text}`}>{destination.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Stack align="center" ta="center" gap="xs" mt="xl">
        <Text className={site.muted} size="sm">
          Followed a broken link on our site? Tell us and we will fix it.
        </Text>
        <Button component={Link} to={paths.contact} variant="default">
          Contact us
        </Button>
      </Stack>
    </Container>
  );
}
