import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSession } from '~/lib/session';
import { useFreshAccount } from '../api/refresh-account';
import { EmailCard } from './email-card';
import { NameCard } from './name-card';
import { YourDataCard } from './your-data-card';

/** /settings' Profile section: name, login address, and the user's data (download, delete). */
export function ProfileSection() {
  const session = useSession();
  // The stored session is a copy from login time: the address may have changed since.
  useFreshAccount();
  if (!session) return null;
  const { email, name } = session.success;
  return (
    <section aria-labelledby="profile-title" id="profile">
      <Title order={2} size="h3" id="profile-title">
        Profile
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        Your name, the address you log in with, and your data.
      </Text>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <NameCard name={name} />
          <EmailCard email={email} />
        </SimpleGrid>
        <YourDataCard />
      </Stack>
    </section>
  );
}
