'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';

/**
 * A link that opens in a new tab, saying so to everyone (WCAG G201) and without `window.opener`.
 * It reads only the shared `common` text, so a block that shows it brings no other namespace.
 */
export function NewTabLink({
  href,
  children,
  download = false,
  tabIndex,
}: {
  href: string;
  children: React.ReactNode;
  download?: boolean;
  /** -1 inside a grid's cell, where the arrow keys move between rows (OrdersInbox). */
  tabIndex?: number;
}): React.JSX.Element {
  const { messages } = useShippingElements('NewTabLink');
  return (
    // Signed file URLs are on another origin, where browsers ignore `download` and navigate;
    // a new tab keeps the host's page (and this result) where it is.
    <a href={href} target="_blank" rel="noopener noreferrer" download={download || undefined} tabIndex={tabIndex} data-se-part="new-tab-link">
      {children}{' '}
      <span data-se-part="visually-hidden">{messages.common.opensInNewTab}</span>
    </a>
  );
}
