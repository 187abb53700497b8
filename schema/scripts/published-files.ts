import { BLOCK_LIST } from '../catalogue';
import { EditorToRuntimeMessageSchema, RuntimeToEditorMessageSchema } from '../preview/preview-message';
import { buildTemplateJsonSchema } from '../validate/template-json-schema';
import { apiCallsJson } from './api-calls-json';
import { renderBlocksDoc } from './docs/render-blocks';
import { renderTemplateFormatDoc } from './docs/render-template-format';

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The block catalogue as data: editor metadata plus each block's attrs schema. */
function catalogueJson(): unknown {
  return {
    $comment: 'Generated from schema/catalogue by npm run docs. Do not edit.',
    blocks: BLOCK_LIST.map((block) => ({
      component: block.component,
      title: block.title,
      titleEn: block.titleEn,
      description: block.description,
      descriptionEn: block.descriptionEn,
      category: block.category,
      icon: block.icon,
      children: block.children,
      binds: block.binds,
      defaultFormKey: block.defaultFormKey,
      defaultAttrs: block.defaultAttrs,
      attrs: JSON.parse(JSON.stringify(block.attrs)),
    })),
  };
}

/**
 * Every committed file generated from the schemas, by path: the plain JSON schemas for monaco and
 * outside tools, and the docs. `npm run docs` writes them; a test fails when one is stale.
 */
export function publishedFiles(): Map<string, string> {
  return new Map([
    ['schema/json/template.schema.json', json(buildTemplateJsonSchema())],
    ['schema/json/block-catalogue.json', json(catalogueJson())],
    ['schema/json/api-calls.json', json(apiCallsJson())],
    ['schema/json/preview-editor-to-runtime.schema.json', json(EditorToRuntimeMessageSchema)],
    ['schema/json/preview-runtime-to-editor.schema.json', json(RuntimeToEditorMessageSchema)],
    ['docs/template-format.md', renderTemplateFormatDoc()],
    ['docs/blocks.md', renderBlocksDoc()],
  ]);
}
