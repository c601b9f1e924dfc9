/** Every kit query key starts with this, so the kit can clear its cache without touching the host's. */
export const rootKey = () => ['shipping-elements'] as const;
