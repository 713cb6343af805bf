import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

describe('countryOptions', () => {
  it('lists the countries by ISO code with English names', () => {
    expect(countryOptions).toContainEqual({ value: 'US', label: 'United States of America' });
    expect(countryOptions).toContainEqual({ value: 'CA', label: 'Canada' });
    expect(countryOptions.length).toBeGreaterThan(240);
    expect(countryOptions.every(({ value }) => /^[A-Z]{2}$/.test(value))).toBe(true);
  });

  it('leaves out South Georgia (GS)', () => {
    expect(countryOptions.some(({ value }) => value === 'GS')).toBe(false);
    expect(countryOptions.some(({ label }) => label.includes('South Georgia'))).toBe(false);
  });

  it('sorts the names A to Z', () => {
    const labels = countryOptions.map(({ label }) => label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels[0]).toBe('Afghanistan');
  });
});
