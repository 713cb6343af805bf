import { Center, Loader, Stack, Text } from '@mantine/core';
import { brand } from '../lib/brand';
import { Logo } from './brand/logo';

/** A calm full-screen loading state, e.g. while the SPA fallback page loads its code. */
export function FullPageLoader() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Logo size={48} />
        <Loader type="dots" />
        <Text size="sm" c="dimmed">
          Loading {brand.name}…
        </Text>
      </Stack>
    </Center>
  );
}
