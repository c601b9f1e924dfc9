// The docs page of each block (Storybook autodocs): what it does (its TSDoc), its props (docgen of
// the TSDoc), every state (the stories, each one link away) and its theming parts (read from the
// source). Only the first story renders on the page: the stories of a block share one in-browser
// sandbox, and rendered side by side one story's setup (a reset, the runs or labels it creates, an
// error handler) would change the others' states while they render. Each state opens on its own.
import { ArgTypes, Markdown, Primary, Title, useOf } from '@storybook/addon-docs/blocks';
import { themingParts } from './theming-parts';

interface DocgenInfo {
  description?: string;
}

/** The component's TSDoc as docgen read it (react-docgen puts it on `__docgenInfo`). */
function componentDescription(component: unknown): string {
  const docgen = (component as { __docgenInfo?: DocgenInfo } | undefined)?.__docgenInfo;
  return tsdocToMarkdown(docgen?.description?.trim() ?? '');
}

/** TSDoc tags as Markdown: `@remarks` is prose, an `@example` is a code block, `{@link X}` is `X`. */
function tsdocToMarkdown(text: string): string {
  return text
    .replace(/\{@link\s+([^}|\s]+)[^}]*\}/g, '`$1`')
    .replace(/^@remarks\s*/gm, '')
    .split(/^@example\s*/m)
    .map((part, index) => (index === 0 ? part : `Example:\n\n\`\`\`tsx\n${part.trim()}\n\`\`\`\n`))
    .join('');
}

function ThemingParts({ block }: { block: string }) {
  const parts = themingParts(block);
  return (
    <>
      <h2 id="theming-parts">Theming parts</h2>
      <p>
        Style a part with <code>[data-se-part=&apos;name&apos;]</code> (host CSS wins without <code>!important</code>); its state is in{' '}
        <code>data-state</code> where it has one. The <code>--se-*</code> variables and <code>appearance</code> are in Guides/Theming.
      </p>
      <table>
        <caption>
          The {parts.length} <code>data-se-part</code> hooks {block} renders
        </caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Rendered by</th>
            <th scope="col">Styled by styles.css</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.name}>
              <td>
                <code>{part.name}</code>
              </td>
              <td>{part.files.join(', ')}</td>
              <td>{part.styled ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function States() {
  const { csfFile } = useOf('meta', ['meta']);
  const stories = Object.values(csfFile.stories);
  return (
    <>
      <h2 id="states">States</h2>
      <p>Every state is a story; each opens on its own, with its interactions played.</p>
      <ul>
        {stories.map((story) => {
          const description = (story.parameters?.docs as { description?: { story?: string } } | undefined)?.description?.story;
          return (
            <li key={story.id}>
              <a href={`./?path=/story/${story.id}`} target="_top">
                {story.name}
              </a>
              {description ? `: ${description}` : ''}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** `parameters.docs.page` of the block stories (with `tags: ['autodocs']`). */
export function BlockDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const block = preparedMeta.title.split('/').at(-1) ?? preparedMeta.title;
  const summary = (preparedMeta.parameters.docs as { description?: { component?: string } } | undefined)?.description?.component;
  const description = componentDescription(preparedMeta.component);
  return (
    <>
      <Title />
      {summary && <Markdown>{summary}</Markdown>}
      <Primary />
      {description && (
        <>
          <h2 id="reference">Reference</h2>
          <Markdown>{description}</Markdown>
        </>
      )}
      <h2 id="props">Props</h2>
      <ArgTypes sort="requiredFirst" />
      <States />
      <ThemingParts block={block} />
    </>
  );
}

/** `parameters.docs` of a block's stories. */
export const BLOCK_DOCS = { page: BlockDocsPage } as const;
