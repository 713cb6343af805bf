import type { KeyboardEvent, SyntheticEvent } from 'react';

/** Form handlers of a tool page: submitting or Ctrl/Cmd+Enter in a field both call `generate`. */
export function generateKeyHandlers(generate: () => void) {
  return {
    onSubmit: (event: SyntheticEvent) => {
      event.preventDefault();
      generate();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        generate();
      }
    },
  };
}
