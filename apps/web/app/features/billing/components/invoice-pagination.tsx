import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { invoicesPerPage, paginationItems } from '../utils/pagination';
import classes from './billing.module.css';

interface InvoicePaginationProps {
  page: number;
  pages: number;
  total: number;
  onChange: (page: number) => void;
}

/** Previous/Next and numbered pages (window of 5, first and last, gaps). */
export function InvoicePagination({ page, pages, total, onChange }: InvoicePaginationProps) {
  const first = (page - 1) * invoicesPerPage + 1;
  const last = Math.min(page * invoicesPerPage, total);
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm">
      <Text size="sm" c="dimmed">
        Showing {first}–{last} of {total}
      </Text>
      <Group component="nav" aria-label="Invoice pages" gap={4} wrap="nowrap">
        <Button
          variant="default"
          size="compact-md"
          aria-label="Previous"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        >
          <span className={classes.navText}>Previous</span>
        </Button>
        {paginationItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="compact-md"
              className={classes.pageButton}
              variant={item === page ? 'filled' : 'subtle'}
              color={item === page ? undefined : 'gray'}
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onChange(item)}
            >
              {item}
            </Button>
          ) : (
            <span key={item} className={classes.gap} aria-hidden>
              …
            </span>
          ),
        )}
        <Button
          variant="default"
          size="compact-md"
          aria-label="Next"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={page >= pages}
          onClick={() => onChange(page + 1)}
        >
          <span className={classes.navText}>Next</span>
        </Button>
      </Group>
    </Group>
  );
}
