import { Button, Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import { IconReceipt2, IconReceiptOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/load-failed';
import { paths } from '~/lib/paths';

export function InvoicesLoading() {
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" role="status">
        <Loader type="dots" />
        <Text c="dimmed" size="sm">
          Loading your invoices…
        </Text>
      </Stack>
    </Center>
  );
}

export function NoInvoices() {
  return (
    <EmptyState
      py={56}
      px="md"
      variant="light"
      icon={<IconReceipt2 size={28} />}
      title="No invoices yet"
      description="Your plan and credit-pack purchases will be listed here."
    >
      <EmptyState.Actions>
        <Button component={Link} to={paths.pricing}>
          See plans and packs
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function InvoicesFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed icon={IconReceiptOff} title="Your invoices could not be loaded" onRetry={onRetry} />;
}
