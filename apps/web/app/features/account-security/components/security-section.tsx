import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSession } from '~/lib/session';
import { ChangePasswordCard } from './change-password-card';
import { LogoutEverywhereCard } from './logout-everywhere-card';
import { TwoFactorCard } from './two-factor-card';

/** /settings' Security section: password, two-factor authentication, and the devices logged in. */
export function SecuritySection() {
  const session = useSession();
  if (!session) return null;
  const email = session.success.email;
  return (
    <section aria-labelledby="security-title" id="security">
      <Title order={2} size="h3" id="security-title">
        Security
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        Your password, two-factor authentication and the devices you are logged in on.
      </Text>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ChangePasswordCard email={email} />
          <TwoFactorCard email={email} />
        </SimpleGrid>
        <LogoutEverywhereCard />
      </Stack>
    </section>
  );
}
