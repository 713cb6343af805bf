// Mantine's mixins (light-dark, rem, larger-than…) and its breakpoints as $variables in CSS modules.
export default {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        // SPEC §2: the logged-in sidebar hides below a 1050px wide viewport.
        'sidebar-breakpoint': '1050px',
      },
    },
  },
};
