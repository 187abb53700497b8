import { BLOCK_CATEGORIES, BLOCK_CATEGORY_TITLES, BLOCK_CATEGORY_TITLES_EN, BLOCK_LIST } from '../../catalogue';
import type { AcceptedChildren } from '../../catalogue/define-block';
import { PROPERTY_TABLE_HEADER, propertyRows } from './describe-property';
import { addingABlockDocLines } from './render-adding-a-block';

function childrenText(children: AcceptedChildren): string {
  if (children === 'none') return 'none';
  if (children === 'any') return 'any block';
  return `blocks of categories ${children.categories.map((category) => `\`${category}\``).join(', ')}`;
}

/** `docs/blocks.md`: how to add a block, then every block of the catalogue, grouped by palette category, with its attrs. */
export function renderBlocksDoc(): string {
  const lines = [
    '# Block catalogue',
    '',
    'Generated from `schema/catalogue/` by `npm run docs`; do not edit by hand.',
    `The catalogue holds ${BLOCK_LIST.length} blocks. A module's \`component\` names one of them; its \`attrs\` must match the block's attrs schema.`,
    '',
    ...addingABlockDocLines(),
  ];
  for (const category of BLOCK_CATEGORIES) {
    const blocks = BLOCK_LIST.filter((block) => block.category === category);
    if (blocks.length === 0) continue;
    lines.push(`## ${BLOCK_CATEGORY_TITLES_EN[category]} · ${BLOCK_CATEGORY_TITLES[category]} (\`${category}\`)`, '');
    for (const block of blocks) {
      lines.push(
        `### \`${block.component}\` — ${block.titleEn} · ${block.title}`,
        '',
        block.descriptionEn,
        '',
        block.description,
        '',
        `- children: ${childrenText(block.children)}`,
        `- form binding: \`${block.binds}\`${block.defaultFormKey ? ` (form key \`${block.defaultFormKey}\`)` : ''}`,
        `- icon: \`${block.icon}\``,
        `- default attrs: \`${JSON.stringify(block.defaultAttrs)}\``,
        '',
      );
      const rows = propertyRows(JSON.parse(JSON.stringify(block.attrs)));
      if (rows.length > 0) lines.push(...PROPERTY_TABLE_HEADER, ...rows, '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
