import { Text, Title } from '@mantine/core';

/** The title and one-line lead above an authentication form. */
export function AuthHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" mt={6} mb="xl">
        {lead}
      </Text>
    </div>
  );
}
