import { describe, expect, it, vi } from 'vitest';
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

  it('builds the list without ICU collation (its start-up costs the contact page main-thread time)', async () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const collator = vi.spyOn(Intl, 'Collator');
    vi.resetModules();
    const fresh = await import('./country-options');
    expect(fresh.countryOptions.length).toBeGreaterThan(240);
    expect(localeCompare).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
  });
});
