import { createContext, lazy, Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { PopupState } from './popup';
import { popupText } from './popup-text';

interface PopupApi {
  /** Opens the red error popup; `error` may be text, an Error or an `{ error }` answer. */
  showError: (error: unknown) => void;
  /** Opens the plain message popup. */
  showMessage: (text: string) => void;
}

const PopupContext = createContext<PopupApi | null>(null);

// The modal (and Mantine's overlay, portal and transitions) loads with the first popup, not with every page.
const Popup = lazy(async () => ({ default: (await import('./popup')).Popup }));

/** One popup for the whole app, so every feature reports errors the same way. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const [popup, setPopup] = useState<PopupState>({ kind: 'message', text: '' });
  const show = useCallback((next: PopupState) => {
    setPopup(next);
    setUsed(true);
    setOpened(true);
  }, []);
  const showError = useCallback((error: unknown) => show({ kind: 'error', text: popupText(error) }), [show]);
  const showMessage = useCallback((text: string) => show({ kind: 'message', text }), [show]);
  const api = useMemo(() => ({ showError, showMessage }), [showError, showMessage]);
  return (
    <PopupContext value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <Popup opened={opened} popup={popup} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </PopupContext>
  );
}

export function usePopup(): PopupApi {
  const api = use(PopupContext);
  if (!api) throw new Error('usePopup must be used inside <PopupProvider>.');
  return api;
}
