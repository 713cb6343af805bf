import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's default secondary text, error and dark-scheme link colours fall short of the WCAG AA
 * 4.5:1 contrast ratio (gray-6 on white is 3.3:1): these reach it in both schemes.
 */
export const accessibleColors: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Text of light badges and alerts: shade 6 on its own tint is 3–4:1 for these hues.
    '--mantine-color-orange-light-color': '#a84300',
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-yellow-light-color': '#8a5a00',
    '--mantine-color-grape-light-color': 'var(--mantine-color-grape-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--mantine-color-anchor': 'var(--mantine-color-penwise-3)',
  },
});
