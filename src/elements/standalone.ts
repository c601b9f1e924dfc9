// Entry of the standalone bundle (`shipping-elements/elements/standalone`,
// dist/elements/standalone/shipping-elements.js): the same API as `shipping-elements/elements`,
// with React inside, for a page with no build step:
//   <script type="module">
//     import { ShippingElements, defineShippingElements } from '/shipping-elements/elements/standalone/shipping-elements.js';
//   </script>
// Each tag's block is a chunk of its own, loaded when the first element of the tag renders.
export { ShippingElements, defineShippingElements, ELEMENT_TABLE } from './index';
export type { ShippingElementsOptions } from './index';
