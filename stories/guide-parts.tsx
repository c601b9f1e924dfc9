// Small story-only building blocks for the guide stories (not part of the kit).
import * as React from 'react';
import { useShippingElements } from '../src';

/** A themed block root, as every kit block renders one. */
export function GuideBlock({ title, children }: { title: string; children: React.ReactNode }) {
  const { themeRoot } = useShippingElements('GuideBlock');
  return (
    <section
      {...themeRoot.attributes}
      style={{ ...themeRoot.style, padding: 16, border: '1px solid var(--se-color-border)', borderRadius: 'var(--se-radius)', maxWidth: 640 }}
      aria-label={title}
    >
      <h2 style={{ marginTop: 0, fontSize: '1.125rem' }}>{title}</h2>
      {children}
    </section>
  );
}
