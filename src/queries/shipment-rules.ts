// The API's shipment rules the sandbox applies to batch shipments (`src/api/shipment-rules`).
// Components may import only types from the API layer, so this module, with no React in it (the
// batch worker imports it), passes the pure functions on.
export { acceptsPostalCode, customsDeclarationIssues, isInternational, isPositiveDecimal } from '../api/shipment-rules';
