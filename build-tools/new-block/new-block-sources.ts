import type { BlockCategory } from '../../schema/catalogue/block-category';
import type { BlockNames } from './block-name';
import type { BlockTexts } from './block-texts';

/** Identifiers the generated files import: a block named after one of them would shadow it. */
export const GENERATED_FILE_IMPORTS: readonly string[] = [
  'Type', 'defineBlock', 'BlockProps', 'SectionCard', 'describe', 'expect', 'it', 'moduleOf', 'renderTemplate', 'templateOf', 'withCleanDocument',
];

/** A TypeScript string literal in the repository's style (single quotes). */
export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** A text as one sentence of a doc comment: ending in a full stop, never closing the comment. */
function docSentence(text: string): string {
  const sentence = text.trim().replace(/\*\//g, '* /');
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The catalogue entry, as the existing entries are written: bilingual texts, an attrs schema with bilingual titles, default attrs. */
export function catalogueEntrySource(category: BlockCategory, names: BlockNames, texts: BlockTexts): string {
  return `import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const ${names.component} = defineBlock({
  component: '${names.component}',
  title: ${quote(texts.title)},
  titleEn: ${quote(texts.titleEn)},
  description: ${quote(texts.description)},
  descriptionEn: ${quote(texts.descriptionEn)},
  category: '${category}',
  icon: 'AppstoreOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.String({ minLength: 1, title: '标题', titleEn: 'Title' }),
  }),
  defaultAttrs: {
    title: ${quote(texts.title)},
  },
});
`;
}

/** The runtime component: the block's title in the white card the display blocks sit in. */
export function componentSource(names: BlockNames, texts: BlockTexts): string {
  return `import type { BlockProps } from '../block-props';
import { SectionCard } from '../shared/content/section-card';

/** ${docSentence(texts.descriptionEn)} */
export default function ${names.reactName}({ attrs }: BlockProps<'${names.component}'>) {
  return <SectionCard title={attrs.title} />;
}
`;
}

/** The component test: the block rendered with its default attrs through the template renderer, as a buyer sees it. */
export function componentTestSource(category: BlockCategory, names: BlockNames, texts: BlockTexts): string {
  return `// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ${names.component} } from '../../../schema/catalogue/blocks/${category}/${names.name}';
import { moduleOf, renderTemplate, templateOf, withCleanDocument } from '../testing/render-template';

describe('the ${names.component} block', () => {
  withCleanDocument();

  it('shows its title to the buyer', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('${names.component}', ${names.component}.defaultAttrs)]]));
    expect(page.container.querySelector('[data-component="${names.component}"] h2')?.textContent).toBe(${quote(texts.title)});
    page.unmount();
  });
});
`;
}
