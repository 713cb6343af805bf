import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Penwise indigo: the primary colour of buttons, links and active navigation.
const penwise: MantineColorsTuple = [
  '#eef0ff',
  '#dcdefe',
  '#b5b8f6',
  '#8c90f0',
  '#6a6deb',
  '#5457e8',
  '#484be8',
  '#393ccf',
  '#3135b9',
  '#252ca4',
];

// System fonts only: the CSP allows no font host, and nothing has to download before text shows.
const systemSans =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'penwise',
  primaryShade: 6,
  colors: { penwise },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily: systemSans,
  headings: { fontFamily: systemSans, fontWeight: '750' },
  defaultGradient: { from: 'penwise.6', to: 'grape.5', deg: 135 },
  components: {
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
