import { useShippingElements, type ShippingElementsError } from 'shipping-elements';

/** The host app's loading and error display for a kit hook's result, with a retry. */
export function QueryState({ query }: { query: { isPending: boolean; error: ShippingElementsError | null; refetch: () => unknown } }) {
  const { messages } = useShippingElements();
  if (query.isPending && !query.error) {
    return (
      <p role="status" data-demo-loading="">
        {messages.common.loading}
      </p>
    );
  }
  if (query.error) {
    return (
      <div role="alert">
        <p>{query.error.message}</p>
        <button type="button" onClick={() => void query.refetch()}>
          {messages.common.retry}
        </button>
      </div>
    );
  }
  return null;
}
