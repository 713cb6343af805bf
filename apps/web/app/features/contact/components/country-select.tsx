import { Select } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { countryOptions } from '../utils/country-options';

interface CountrySelectProps {
  value: string;
  error?: ReactNode;
  /** Must keep its identity between renders, or typing elsewhere re-renders all the options. */
  onChange: (code: string) => void;
}

/**
 * Country, United States by default: searchable, since 249 names are too many to
 * scroll. Memoised because the form re-renders on every key typed in the other fields.
 */
export const CountrySelect = memo(function CountrySelect({ value, error, onChange }: CountrySelectProps) {
  return (
    <Select
      label="Country"
      name="country"
      data-path="country"
      data={countryOptions}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No country matches"
      size="md"
      required
      value={value}
      error={error}
      // Mantine keeps a closed dropdown mounted (hidden) by default: here that is 249 options, ~580
      // elements rendered in one synchronous pass right after hydration. They render on opening.
      comboboxProps={{ keepMounted: false }}
      // A cleared choice becomes '', which the contract refuses with its own message.
      onChange={(code) => onChange(code ?? '')}
    />
  );
});
