import { LoadingOverlay as MantineLoadingOverlay, VisuallyHidden } from '@mantine/core';

/**
 * Covers the nearest `position: relative` parent while a call is in flight, so a
 * form cannot be submitted twice. Screen readers hear "Loading…" through the live region.
 */
export function LoadingOverlay({ visible, label = 'Loading…' }: { visible: boolean; label?: string }) {
  return (
    <>
      <MantineLoadingOverlay
        visible={visible}
        zIndex={20}
        overlayProps={{ blur: 2, backgroundOpacity: 0.55, radius: 'md' }}
        loaderProps={{ type: 'dots' }}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {visible ? label : ''}
      </VisuallyHidden>
    </>
  );
}
