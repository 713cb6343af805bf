import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Popup, type PopupState } from './popup';
import { popupText } from './popup-text';

interface PopupApi {
  /** Opens the red error popup; `error` may be text, an Error or an `{ error }` answer. */
  showError: (error: unknown) => void;
  /** Opens the plain message popup. */
  showMessage: (text: string) => void;
}

const PopupContext = createContext<PopupApi | null>(null);

/** One popup for the whole app, so every feature reports errors the same way (SPEC §4). */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [popup, setPopup] = useState<PopupState>({ kind: 'message', text: '' });
  const show = useCallback((next: PopupState) => {
    setPopup(next);
    setOpened(true);
  }, []);
  const showError = useCallback((error: unknown) => show({ kind: 'error', text: popupText(error) }), [show]);
  const showMessage = useCallback((text: string) => show({ kind: 'message', text }), [show]);
  const api = useMemo(() => ({ showError, showMessage }), [showError, showMessage]);
  return (
    <PopupContext value={api}>
      {children}
      <Popup opened={opened} popup={popup} onClose={() => setOpened(false)} />
    </PopupContext>
  );
}

export function usePopup(): PopupApi {
  const api = use(PopupContext);
  if (!api) throw new Error('usePopup must be used inside <PopupProvider>.');
  return api;
}
