// Entry point `shipping-elements/locales/de`: the German catalogue on its own, so only hosts that
// show German text pay for it. Plain data without side effects, usable from server modules too.
export { de } from '../provider/locales/de';
