// Writes the declarations hosts need to type the kit's tags, from the one table of the tags
// (dist/src/elements/element-table.js): dist/src/elements/tags.d.ts (each tag's attributes,
// properties and events, typed from the blocks' props; `HTMLElementTagNameMap`), re-exported by
// `shipping-elements/elements`; and two opt-in entries, `shipping-elements/elements/vue` (Vue's
// `GlobalComponents`) and `shipping-elements/elements/jsx` (`JSX.IntrinsicElements` of React's
// types), each a module a host imports for its types only. Part of `npm run build`, after the
// declarations are written (scripts/finish-types.mjs).
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const elements = path.resolve(import.meta.dirname, '..', 'dist', 'src', 'elements');
const { ELEMENT_TABLE } = await import(pathToFileURL(path.join(elements, 'element-table.js')).href);
const { eventName, kebabCase } = await import(pathToFileURL(path.join(elements, 'element-spec.js')).href);

const q = (text) => `'${text}'`;
const propsOf = (row) => (row.block === 'AddressForm' ? 'AddressFormElementProps' : `${row.block}Props`);
const callback = (row, prop) => `NonNullable<${propsOf(row)}[${q(prop)}]>`;
const detailOf = (row, event) =>
  event.args && event.args.length > 1
    ? `{ ${event.args.map((name, index) => `${name}: Parameters<${callback(row, event.prop)}>[${index}]`).join('; ')} }`
    : `Parameters<${callback(row, event.prop)}>[0]`;

const blockTypes = [...new Set(ELEMENT_TABLE.filter((row) => row.block !== 'AddressForm').map(propsOf))];
const tags = ELEMENT_TABLE.map(
  (row) => `  ${q(row.tag)}: {
    attributes: { ${row.attributes.map((attribute) => `${q(kebabCase(attribute.prop))}?: ${attribute.type === 'boolean' ? 'boolean' : attribute.type}`).join('; ')} };
    properties: { ${row.properties.map((property) => `${property}?: ${propsOf(row)}[${q(property)}]`).join('; ')} };
    events: { ${row.events.map((event) => `${q(`shipping:${eventName(event)}`)}: CustomEvent<${detailOf(row, event)}>`).join('; ')} };
  };`,
);

writeFileSync(
  path.join(elements, 'tags.d.ts'),
  `// Written by scripts/elements-types.mjs from the table of the tags (element-table.ts).
import type { ${blockTypes.join(', ')} } from '../index.js';
import type { AddressFormElementProps } from './AddressFormElement.js';

/** Each tag of the kit: its attributes (kebab-case), its properties and its \`shipping:*\` events with their \`detail\`. */
export interface ShippingElementTags {
${tags.join('\n')}
}

/** The element of a tag: an \`HTMLElement\` with the tag's properties. */
export type ShippingElement<TTag extends keyof ShippingElementTags> = HTMLElement & ShippingElementTags[TTag]['properties'];

declare global {
  interface HTMLElementTagNameMap {
${ELEMENT_TABLE.map((row) => `    ${q(row.tag)}: ShippingElement<${q(row.tag)}>;`).join('\n')}
  }
  interface HTMLElementEventMap {
${[...new Map(ELEMENT_TABLE.flatMap((row) => row.events.map((event) => [`shipping:${eventName(event)}`, row]))).keys()].map((name) => `    ${q(name)}: CustomEvent<unknown>;`).join('\n')}
  }
}
`,
);
appendFileSync(path.join(elements, 'index.d.ts'), "export type { ShippingElement, ShippingElementTags } from './tags.js';\n");

/** A tag's attributes and properties, plus a listener prop per event named as \`on\` + the event. */
const hostProps = (listener) =>
  `type TagProps<TTag extends keyof ShippingElementTags> = ShippingElementTags[TTag]['attributes'] &
  ShippingElementTags[TTag]['properties'] & {
    [TEvent in keyof ShippingElementTags[TTag]['events'] as \`${listener}\`]?: (event: ShippingElementTags[TTag]['events'][TEvent]) => void;
  };`;

writeFileSync(
  path.join(elements, 'vue.d.ts'),
  `// Written by scripts/elements-types.mjs. Types the kit's tags in Vue templates:
//   import type {} from 'shipping-elements/elements/vue';
import type { DefineComponent } from 'vue';
import type { ShippingElementTags } from './tags.js';

${hostProps('on${Capitalize<TEvent & string>}')}

declare module 'vue' {
  interface GlobalComponents {
${ELEMENT_TABLE.map((row) => `    ${q(row.tag)}: DefineComponent<TagProps<${q(row.tag)}>>;`).join('\n')}
  }
}
export {};
`,
);
writeFileSync(path.join(elements, 'vue.js'), '// Types only: see vue.d.ts.\nexport {};\n');

writeFileSync(
  path.join(elements, 'jsx.d.ts'),
  `// Written by scripts/elements-types.mjs. Types the kit's tags in JSX (React 19's types):
//   import type {} from 'shipping-elements/elements/jsx';
import type * as React from 'react';
import type { ShippingElementTags } from './tags.js';

${hostProps('on${TEvent & string}')}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${ELEMENT_TABLE.map((row) => `      ${q(row.tag)}: React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & TagProps<${q(row.tag)}>;`).join('\n')}
    }
  }
}
export {};
`,
);
writeFileSync(path.join(elements, 'jsx.js'), '// Types only: see jsx.d.ts.\nexport {};\n');
console.log(`Element declarations: ${ELEMENT_TABLE.length} tags (tags.d.ts, vue.d.ts, jsx.d.ts).`);
