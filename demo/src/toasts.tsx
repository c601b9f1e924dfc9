// The merchant app's notifications: short sentences from the demo's catalogue, shown over the page's
// top corner (its bottom on a phone; the page does not move) and dismissed after a while or by the person.
import * as React from 'react';
import { useDemoText } from './text';

interface Toast {
  id: number;
  text: string;
}

const ToastContext = React.createContext<(text: string) => void>(() => undefined);
const ToastListContext = React.createContext<{ toasts: Toast[]; dismiss: (id: number) => void }>({ toasts: [], dismiss: () => undefined });

/** Shows a notification. */
export function useToast(): (text: string) => void {
  return React.useContext(ToastContext);
}

/** How long a notification stays. */
const TOAST_MS = 8_000;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = React.useState<Toast[]>([]);
  const nextId = React.useRef(0);
  const dismiss = React.useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = React.useCallback(
    (text: string) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current.slice(-2), { id, text }]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const list = React.useMemo(() => ({ toasts, dismiss }), [toasts, dismiss]);
  return (
    <ToastContext.Provider value={show}>
      <ToastListContext.Provider value={list}>{children}</ToastListContext.Provider>
    </ToastContext.Provider>
  );
}

/** Where the notifications show: over the page's top corner (demo.css). */
export function ToastOutlet() {
  const text = useDemoText();
  const { toasts, dismiss: onDismiss } = React.useContext(ToastListContext);
  return (
    <section className="demo-toasts" aria-label={text.shell.notifications}>
      <ul aria-live="polite" data-demo-toasts="">
        {toasts.map((toast) => (
          <li key={toast.id} className="demo-toast">
            <span>{toast.text}</span>
            <button type="button" className="demo-button demo-button-ghost" onClick={() => onDismiss(toast.id)}>
              {text.shell.dismiss}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
