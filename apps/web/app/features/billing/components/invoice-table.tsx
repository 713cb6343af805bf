import { Checkbox, Table, Text } from '@mantine/core';
import type { Invoice } from '@penwise/contract';
import { formatInvoiceDate, formatRevenue, invoiceTypeLabel } from '../utils/invoices';
import classes from './billing.module.css';
import { StatusBadge } from './status-badge';

interface InvoiceTableProps {
  /** The invoices of the current page. */
  invoices: readonly Invoice[];
  selected: ReadonlySet<string>;
  onToggle: (invoiceNum: string) => void;
  onTogglePage: (select: boolean) => void;
}

/** The invoice table: a selection box, Invoice, Type, Date, Status and Price. */
export function InvoiceTable({ invoices, selected, onToggle, onTogglePage }: InvoiceTableProps) {
  const selectedHere = invoices.filter((invoice) => selected.has(invoice.invoiceNum)).length;
  const allHere = invoices.length > 0 && selectedHere === invoices.length;
  return (
    <Table
      className={classes.table}
      verticalSpacing="sm"
      horizontalSpacing="md"
      highlightOnHover
      aria-label="Invoices"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th data-col="select" w={44}>
            <Checkbox
              aria-label="Select all invoices on this page"
              checked={allHere}
              indeterminate={selectedHere > 0 && !allHere}
              onChange={() => onTogglePage(!allHere)}
            />
            <span className={classes.selectAllText} aria-hidden>
              Select all
            </span>
          </Table.Th>
          <Table.Th data-col="invoice">Invoice</Table.Th>
          <Table.Th data-col="type">Type</Table.Th>
          <Table.Th data-col="date">Date</Table.Th>
          <Table.Th data-col="status">Status</Table.Th>
          <Table.Th data-col="price" className={classes.price}>
            Price
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => (
          <Table.Tr
            key={invoice.invoiceNum}
            bg={selected.has(invoice.invoiceNum) ? 'var(--penwise-tint)' : undefined}
          >
            <Table.Td data-col="select">
              <Checkbox
                aria-label={`Select invoice ${invoice.invoiceNum}`}
                checked={selected.has(invoice.invoiceNum)}
                onChange={() => onToggle(invoice.invoiceNum)}
              />
            </Table.Td>
            <Table.Td data-col="invoice">
              <Text fw={600} size="sm">
                #{invoice.invoiceNum}
              </Text>
              <Text c="dimmed" size="xs">
                {invoice.product}
              </Text>
            </Table.Td>
            <Table.Td data-col="type" data-label="Type">
              {invoiceTypeLabel(invoice.type)}
            </Table.Td>
            <Table.Td data-col="date" data-label="Date" className={classes.nowrap}>
              {formatInvoiceDate(invoice.date)}
            </Table.Td>
            <Table.Td data-col="status" data-label="Status">
              <StatusBadge status={invoice.status} />
            </Table.Td>
            <Table.Td data-col="price" className={classes.price}>
              {formatRevenue(invoice.revenue)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
