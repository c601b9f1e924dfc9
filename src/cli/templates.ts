// The files `npx shipping-elements init` writes into an app (issue 42), each with the sentence
// init prints when the app already has a different file at that path (it never overwrites one).
import type { DetectedApp } from './detect';

/** One file init writes when it is absent. */
export interface Template {
  /** Path from the app's folder, with `/`. */
  path: string;
  content: string;
  /** What to add by hand when a different file is already there. */
  byHand: string;
}

/** The environment entries init appends to the app's env file, empty: no key means the sandbox. */
export const ENV_ENTRIES = ['SHIPPING_API_KEY', 'SHIPPING_API_URL', 'SHIPPING_WEBHOOK_SECRET'] as const;

/** `type` annotations in TypeScript, nothing in JavaScript. */
const typed = (app: DetectedApp) => (annotation: string) => (app.typescript ? annotation : '');

const WAREHOUSE = `{
  name: 'Shipping Desk',
  company: 'My Shop',
  street1: '215 Clayton St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94117',
  country: 'US',
  phone: '+1 415 555 0100',
  email: 'shipping@my-shop.example',
}`;

/** The page's body: OrdersInbox lists the orders; "Ship" on one opens LabelPurchase for it. */
function shippingPage(app: DetectedApp, apiUrlExpression: string): string {
  const t = typed(app);
  return `const warehouse${t(': AddressInput')} = ${WAREHOUSE};

async function fetchToken({ signal }${t(': { signal: AbortSignal }')})${t(': Promise<TokenResponse>')} {
  const response = await fetch('/api/shipping-token', { method: 'POST', signal });
  if (!response.ok) {
    throw new Error(\`The token route answered \${response.status}\`);
  }
  return ${app.typescript ? '(await response.json()) as TokenResponse' : 'response.json()'};
}

/** Orders to ship, and the label purchase of the one chosen. */
export function ShippingPage(${app.typescript ? '{ apiUrl }: { apiUrl: string }' : '{ apiUrl }'}) {
  const [orderId, setOrderId] = useState${t('<string | undefined>')}(undefined);
  return (
    <ShippingElementsProvider baseUrl={${apiUrlExpression}} fetchToken={fetchToken}>
      <main>
        <h1>Shipping</h1>
        {orderId !== undefined && (
          <section aria-labelledby="ship-an-order">
            <h2 id="ship-an-order">Ship an order</h2>
            <LabelPurchase key={orderId} orderId={orderId} defaultSender={warehouse} />
          </section>
        )}
        <OrdersInbox defaultSender={warehouse} onShip={(order) => setOrderId(order.object_id)} />
      </main>
    </ShippingElementsProvider>
  );
}
`;
}

const kitImports = (app: DetectedApp) =>
  `import { LabelPurchase, OrdersInbox, ShippingElementsProvider${app.typescript ? ', type AddressInput, type TokenResponse' : ''} } from 'shipping-elements';
import 'shipping-elements/styles.css';`;

function viteTemplates(app: DetectedApp): Template[] {
  const ext = app.typescript ? 'tsx' : 'jsx';
  const module = `${app.codeDir ? `${app.codeDir}/` : ''}shipping-elements.${ext}`;
  return [
    {
      path: 'shipping.html',
      content: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>Shipping</title>
  </head>
  <body>
    <div id="shipping-root"></div>
    <script type="module" src="/${module}"></script>
  </body>
</html>
`,
      byHand: `a page whose script is /${module}`,
    },
    {
      path: module,
      content: `// Written by \`npx shipping-elements init\`: a page to try Shipping Elements (/shipping.html).
// In \`npm run dev\`, shippingElements() in your Vite config serves the token route, and with no
// SHIPPING_API_KEY (.env.local) runs the sandbox: what you buy here are test labels.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
${kitImports(app)}

${shippingPage(app, 'apiUrl')}
createRoot(document.getElementById('shipping-root')${app.typescript ? '!' : ''}).render(
  <StrictMode>
    <ShippingPage apiUrl={import.meta.env.VITE_SHIPPING_API_URL} />
  </StrictMode>,
);
`,
      byHand: `<ShippingElementsProvider baseUrl={import.meta.env.VITE_SHIPPING_API_URL} fetchToken={…}> around LabelPurchase and OrdersInbox, and import 'shipping-elements/styles.css'`,
    },
  ];
}

function nextTemplates(app: DetectedApp): Template[] {
  const t = typed(app);
  const ext = app.typescript ? 'ts' : 'js';
  const appDir = `${app.codeDir ? `${app.codeDir}/` : ''}app`;
  return [
    {
      path: `${appDir}/api/shipping-token/route.${ext}`,
      content: `// Written by \`npx shipping-elements init\`: the token route. The API key stays on the server.
import { createTokenHandler } from 'shipping-elements/server';
import { shippingApiConnection } from 'shipping-elements/next';

export const dynamic = 'force-dynamic';

let handler${t(': ((request: Request) => Promise<Response>) | undefined')};

export function POST(request${t(': Request')})${t(': Promise<Response>')} {
  // Made on the first request: \`next build\` evaluates this module without the environment.
  // SHIPPING_API_KEY and SHIPPING_API_URL set: your account. Neither, in development: the sandbox
  // that api/shipping-sandbox runs in this server's process (test labels only).
  handler ??= createTokenHandler({
    ...shippingApiConnection(),
    // Check your own session here: only your signed-in users may get a token.
    authorize: () => true,
  });
  return handler(request);
}
`,
      byHand: "export a POST that calls createTokenHandler({ ...shippingApiConnection(), authorize }) (shipping-elements/server, shipping-elements/next)",
    },
    {
      path: `${appDir}/api/shipping-sandbox/[...path]/route.${ext}`,
      content: `// Written by \`npx shipping-elements init\`: the sandbox, in this server's process, while the app
// has no SHIPPING_API_KEY: \`npm run dev\` buys test labels with no account. With a key, and in
// production, it answers 404 and never loads the sandbox.
import { createSandboxRouteHandler } from 'shipping-elements/next';

export const dynamic = 'force-dynamic';

const handler = createSandboxRouteHandler();

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
`,
      byHand: "export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS } with const handler = createSandboxRouteHandler() from 'shipping-elements/next'",
    },
    {
      path: `${appDir}/api/shipping-webhook/route.${ext}`,
      content: `// Written by \`npx shipping-elements init\`: the webhook route. Send it a signed test event with
// \`npx shipping-sandbox trigger transaction_created --to http://localhost:3000/api/shipping-webhook\`
// (SHIPPING_WEBHOOK_SECRET set to the secret it prints, or the same secret given to it).
import { createWebhookHandler } from 'shipping-elements/server';

export const dynamic = 'force-dynamic';

let handler${t(': ((request: Request) => Promise<Response>) | undefined')};

export function POST(request${t(': Request')})${t(': Promise<Response>')} {
  const secret = process.env.SHIPPING_WEBHOOK_SECRET;
  if (!secret) {
    return Promise.resolve(Response.json({ detail: 'Set SHIPPING_WEBHOOK_SECRET.' }, { status: 503 }));
  }
  handler ??= createWebhookHandler({
    secret,
    onEvent: (event) => {
      // Your work here: a label bought, a batch ready, a parcel's tracking changed.
      console.log(\`Shipping webhook: \${event.event}\`);
    },
  });
  return handler(request);
}
`,
      byHand: "export const POST = createWebhookHandler({ secret: process.env.SHIPPING_WEBHOOK_SECRET, onEvent }) from 'shipping-elements/server'",
    },
    {
      path: `${appDir}/shipping/page.${app.typescript ? 'tsx' : 'jsx'}`,
      content: `// Written by \`npx shipping-elements init\`: a page to try Shipping Elements (/shipping). The
// server reads the API's origin (SHIPPING_API_URL, or the sandbox route on this page's origin);
// the blocks run in the browser (shipping-page).
import { headers } from 'next/headers';
import { shippingApiUrl } from 'shipping-elements/next';
import { ShippingPage } from './shipping-page';

export const dynamic = 'force-dynamic';

export default async function Page() {
  return <ShippingPage apiUrl={shippingApiUrl(await headers())} />;
}
`,
      byHand: "<ShippingPage apiUrl={shippingApiUrl(await headers())} /> from ./shipping-page (shippingApiUrl from 'shipping-elements/next')",
    },
    {
      path: `${appDir}/shipping/shipping-page.${app.typescript ? 'tsx' : 'jsx'}`,
      content: `'use client';
// Written by \`npx shipping-elements init\`: the provider and the blocks, in the browser.
import { useState } from 'react';
${kitImports(app)}

${shippingPage(app, 'apiUrl')}`,
      byHand: "a client component with ShippingElementsProvider around LabelPurchase and OrdersInbox, and import 'shipping-elements/styles.css'",
    },
  ];
}

/** The root layout a Pages Router app needs for the App Router page init adds beside it. */
export function nextLayout(app: DetectedApp): Template {
  const appDir = `${app.codeDir ? `${app.codeDir}/` : ''}app`;
  return {
    path: `${appDir}/layout.${app.typescript ? 'tsx' : 'jsx'}`,
    content: `// Written by \`npx shipping-elements init\`: the App Router's root layout, for /shipping.
export default function RootLayout({ children }${app.typescript ? ": { children: import('react').ReactNode }" : ''}) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
    byHand: 'a root layout (html and body)',
  };
}

/** The files init writes for `app`, in the order it reports them. */
export function templatesFor(app: DetectedApp): Template[] {
  return app.framework === 'vite' ? viteTemplates(app) : nextTemplates(app);
}
