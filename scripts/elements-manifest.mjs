// Writes dist/custom-elements.json (the Custom Elements Manifest, schema 2.1.0) from the one table
// of the kit's tags (src/elements/element-table.ts, as the library build wrote it): each tag, its
// attributes, its properties and its `shipping:*` events. Editors (VS Code's custom data, Storybook,
// linters) read it to offer the tags. Part of `npm run build`, after the library build.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const table = path.join(root, 'dist', 'src', 'elements', 'element-table.js');
const spec = path.join(root, 'dist', 'src', 'elements', 'element-spec.js');
const { ELEMENT_TABLE } = await import(pathToFileURL(table).href);
const { eventName, kebabCase } = await import(pathToFileURL(spec).href);

const declarations = ELEMENT_TABLE.map((row) => ({
  kind: 'class',
  name: `${row.block}Element`,
  tagName: row.tag,
  customElement: true,
  description: `The ${row.block} block as <${row.tag}>: light DOM, joins the page's ShippingElements session.`,
  attributes: row.attributes.map((attribute) => ({ name: kebabCase(attribute.prop), fieldName: attribute.prop, type: { text: attribute.type } })),
  members: row.properties.map((property) => ({ kind: 'field', name: property, description: `The block's \`${property}\` prop.` })),
  events: row.events.map((event) => ({
    name: `shipping:${eventName(event)}`,
    type: { text: 'CustomEvent' },
    description: `Mirrors \`${event.prop}\`${event.args ? `: detail is { ${event.args.join(', ')} }` : ': detail is its argument'}.`,
  })),
  ...(row.formAssociated ? { formAssociated: true } : {}),
}));

const manifest = {
  schemaVersion: '2.1.0',
  readme: 'README.md',
  modules: [
    {
      kind: 'javascript-module',
      path: 'dist/src/elements/index.js',
      declarations,
      exports: declarations.map((declaration) => ({ kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name } })),
    },
  ],
};
writeFileSync(path.join(root, 'dist', 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`custom-elements.json: ${declarations.length} tags.`);
