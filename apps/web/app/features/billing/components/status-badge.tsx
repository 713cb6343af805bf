import { Badge, type MantineColor } from '@mantine/core';
import type { InvoiceStatus } from '@penwise/contract';

const colors: Record<InvoiceStatus, MantineColor> = { paid: 'teal', cancelled: 'gray', refunded: 'orange' };

/** Invoice status badges: paid, cancelled, refunded, each in its own colour. */
export function StatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={colors[status]} variant="light" size="sm" data-status={status}>
      {status}
    </Badge>
  );
}
