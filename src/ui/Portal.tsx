'use client';

import * as React from 'react';
import { createPortal } from 'react-dom';
import { useShippingElements } from '../provider/context';

const subscribeNever = () => () => undefined;

/** True in the browser after hydration, false on the server and while hydrating. */
function useIsClient(): boolean {
  return React.useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Renders children in a container appended to `document.body` that carries the provider's theme
 * attributes and `--se-*` variables, so portalled content (dialogs, popovers) keeps the theme.
 * Renders nothing on the server and while hydrating.
 */
export function ThemedPortal({ children }: { children: React.ReactNode }): React.ReactPortal | null {
  const { themeRoot } = useShippingElements('ThemedPortal');
  const isClient = useIsClient();
  const [container] = React.useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));

  React.useLayoutEffect(() => {
    if (!container) {
      return undefined;
    }
    container.setAttribute('data-se-part', 'portal');
    document.body.appendChild(container);
    return () => {
      container.remove();
    };
  }, [container]);

  React.useLayoutEffect(() => {
    if (!container) {
      return;
    }
    for (const [name, value] of Object.entries(themeRoot.attributes)) {
      container.setAttribute(name, value);
    }
    container.removeAttribute('style');
    for (const [property, value] of Object.entries(themeRoot.style)) {
      container.style.setProperty(property, String(value));
    }
  }, [container, themeRoot]);

  return isClient && container ? createPortal(children, container) : null;
}
