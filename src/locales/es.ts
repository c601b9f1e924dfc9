// Entry point `shipping-elements/locales/es`: the Spanish catalogue on its own, so only hosts that
// show Spanish text pay for it. Plain data without side effects, usable from server modules too.
export { es } from '../provider/locales/es';
