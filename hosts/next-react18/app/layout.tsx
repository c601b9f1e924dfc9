import type { ReactNode } from 'react';
import 'shipping-elements/styles.css';

export const metadata = { title: 'Next.js host: Shipping Elements' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <link rel="icon" href="data:," />
      </head>
      <body>{children}</body>
    </html>
  );
}
