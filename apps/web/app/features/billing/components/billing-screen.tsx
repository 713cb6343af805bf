import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useFailurePopup } from '~/components/popup/use-failure-popup';
import { useBillingStatus } from '~/lib/billing-status';
import { downloadFile } from '~/lib/download-file';
import { useInvoices } from '../api/fetch-invoices';
import { invoicesCsv, invoicesCsvName } from '../utils/invoices-csv';
import { sortInvoices } from '../utils/invoices';
import { pageCount, pageSlice } from '../utils/pagination';
import { ManageBillingButton, PastDueNotice } from './billing-account';
import classes from './billing.module.css';
import { InvoicesFailed, InvoicesLoading, NoInvoices } from './billing-states';
import { InvoicePagination } from './invoice-pagination';
import { InvoiceTable } from './invoice-table';
import { useSelection } from './use-selection';

/**
 * /billing: the user's invoices, newest first, 10 a page, selectable for CSV; with a card
 * payment provider, 'Manage billing' opens its customer portal, and a past-due plan says how to fix it.
 */
export function BillingScreen() {
  const { data, error, isPending, refetch } = useInvoices();
  // Its failure only hides the notice and the button: the invoices' own error is the one shown.
  const account = useBillingStatus();
  const invoices = useMemo(() => sortInvoices(data?.success.logs ?? []), [data]);
  const [page, setPage] = useState(1);
  const { selected, toggle, setMany } = useSelection();
  const pages = pageCount(invoices.length);
  const shown = pageSlice(invoices, Math.min(page, pages));
  // Only invoices still listed count: a reload may have dropped one that was selected.
  const chosen = invoices.filter((invoice) => selected.has(invoice.invoiceNum));

  useFailurePopup(error?.failure);

  const download = () => {
    downloadFile(invoicesCsvName(new Date()), invoicesCsv(chosen), 'text/csv;charset=utf-8');
  };

  let body;
  if (isPending) body = <InvoicesLoading />;
  else if (!data) body = <InvoicesFailed onRetry={() => void refetch()} />;
  else if (invoices.length === 0) body = <NoInvoices />;
  else {
    body = (
      <>
        <InvoiceTable
          invoices={shown}
          selected={selected}
          onToggle={toggle}
          onTogglePage={(select) =>
            setMany(
              shown.map((invoice) => invoice.invoiceNum),
              select,
            )
          }
        />
        <InvoicePagination
          page={Math.min(page, pages)}
          pages={pages}
          total={invoices.length}
          onChange={setPage}
        />
      </>
    );
  }

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <div className={classes.header}>
          <div>
            <Title order={1} size="h2">
              Invoices
            </Title>
            <Text c="dimmed" mt={4}>
              View and manage your invoices and payment history.
            </Text>
          </div>
          <Group gap="sm">
            {chosen.length > 0 && (
              <Text size="sm" c="dimmed" role="status">
                {chosen.length} selected
              </Text>
            )}
            {account?.canManageBilling && <ManageBillingButton />}
            <Button
              leftSection={<IconDownload size={18} />}
              disabled={chosen.length === 0}
              onClick={download}
            >
              Download CSV
            </Button>
          </Group>
        </div>
        {account?.pastDue && <PastDueNotice canManageBilling={account.canManageBilling} />}
        <Paper withBorder shadow="xs" className={classes.tableCard}>
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
