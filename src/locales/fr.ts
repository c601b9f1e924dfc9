// Entry point `shipping-elements/locales/fr`: the French catalogue on its own, so only hosts that
// show French text pay for it. Plain data without side effects, usable from server modules too.
export { fr } from '../provider/locales/fr';
