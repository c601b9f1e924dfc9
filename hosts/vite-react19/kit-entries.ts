// Every entry of the package, so tsconfig.kit.json checks all of its declarations.
export type * as Kit from 'shipping-elements';
export type * as Api from 'shipping-elements/api';
export type * as Server from 'shipping-elements/server';
export type * as Sandbox from 'shipping-elements/sandbox';
export type * as En from 'shipping-elements/locales/en';
export type * as Es from 'shipping-elements/locales/es';
export type * as Fr from 'shipping-elements/locales/fr';
export type * as De from 'shipping-elements/locales/de';
import 'shipping-elements/styles.css';
