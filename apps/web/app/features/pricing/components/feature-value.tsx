import { VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { formatFeatureText } from '../utils/format';
import classes from './pricing.module.css';

/** One feature of a plan: a check or a cross for yes/no (named for screen readers), else its text. */
export function FeatureValue({ value }: { value: string | boolean | undefined }) {
  if (value === undefined) return <span aria-label="Not applicable">—</span>;
  if (typeof value === 'string') return <>{formatFeatureText(value)}</>;
  return (
    <span className={classes.value}>
      {value ? (
        <IconCheck size={20} stroke={2.4} color="var(--penwise-icon-success)" aria-hidden />
      ) : (
        <IconX size={20} stroke={2.4} color="var(--penwise-icon-faint)" aria-hidden />
      )}
      <VisuallyHidden>{value ? 'Included' : 'Not included'}</VisuallyHidden>
    </span>
  );
}
