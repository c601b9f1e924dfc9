import { useShippingElements, type ShippingElementsError } from 'shipping-elements';

/**
 * The host app's loading and error display for a kit hook's result, with a retry. The person reads
 * a sentence of the kit's catalogue; the error itself is for the developer's console.
 */
export function QueryState({ query }: { query: { isPending: boolean; error: ShippingElementsError | null; refetch: () => unknown } }) {
  const { messages } = useShippingElements();
  if (query.isPending && !query.error) {
    return (
      <p role="status" data-demo-loading="" className="demo-muted">
        {messages.common.loading}
      </p>
    );
  }
  if (query.error) {
    const sentence = query.error.kind === 'network' ? messages.errors.network : query.error.kind === 'auth' ? messages.errors.auth : messages.errors.api;
    return (
      <div role="alert" className="demo-alert">
        <p>{sentence}</p>
        <button type="button" className="demo-button demo-button-secondary" onClick={() => void query.refetch()}>
          {messages.common.retry}
        </button>
      </div>
    );
  }
  return null;
}
