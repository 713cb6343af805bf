import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '~/lib/session';
import { useVerifiedAccount } from '../api/verify-session';
import { CategoryCards } from './category-cards';
import classes from './dashboard.module.css';
import { ToolShortcuts } from './tool-shortcuts';
import { UpgradeBanner } from './upgrade-banner';
import { UserInfoCard } from './user-info-card';

/**
 * /dashboard and /settings: greeting, account card, upgrade banner, tools and categories;
 * `children` (the settings page's sections) go right under the account card.
 */
export function DashboardScreen({ children }: { children?: ReactNode }) {
  const session = useSession();
  const account = useVerifiedAccount();
  if (!session) return null;
  const email = account?.email ?? session.success.email;
  const name = account?.name ?? session.success.name;

  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <div>
          <Title order={1} size="h2" className={classes.greeting}>
            {`Hey there, ${email}! It's great to see you again!`}
          </Title>
          <Text c="dimmed" mt={6}>
            Here is your account at a glance.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <UserInfoCard name={name} email={email} />
          <div className={classes.main}>
            <UpgradeBanner email={email} />
          </div>
        </SimpleGrid>
        {children}
        <section aria-labelledby="shortcuts-title">
          <Title order={2} size="h3" id="shortcuts-title" mb="md">
            Start creating
          </Title>
          <ToolShortcuts />
        </section>
        <section aria-labelledby="categories-title">
          <Title order={2} size="h3" id="categories-title">
            Browse by category
          </Title>
          <Text c="dimmed" mt={4} mb="md">
            Pick a category to see its tools.
          </Text>
          <CategoryCards />
        </section>
      </Stack>
    </Container>
  );
}
