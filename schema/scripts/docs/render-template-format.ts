import { RULE_NAMES } from '../../template/rule-spec';
import { CURRENT_SCHEMA_VERSION } from '../../template/schema-version';
import { MIGRATIONS } from '../../migrations/migrations';
import { buildTemplateJsonSchema } from '../../validate/template-json-schema';
import { conditionsDocLines } from './render-conditions';
import { PROPERTY_TABLE_HEADER, propertyRows } from './describe-property';

type JsonObject = Record<string, unknown>;

/** `docs/template-format.md`: the template format, from the same schema the validators compile. */
export function renderTemplateFormatDoc(): string {
  const schema = buildTemplateJsonSchema();
  const definitions = schema.definitions as Record<string, JsonObject>;
  const section = (title: string, node: JsonObject, intro: string): string[] => [
    `## ${title}`,
    '',
    intro,
    '',
    ...PROPERTY_TABLE_HEADER,
    ...propertyRows(node),
    '',
  ];
  const lines = [
    '# Template format',
    '',
    'Generated from `schema/` by `npm run docs`; do not edit by hand. The machine-readable form is',
    '`schema/json/template.schema.json` (JSON Schema draft-07, self-contained).',
    '',
    `Current \`schemaVersion\`: **${CURRENT_SCHEMA_VERSION}**. Older templates are upgraded on load by the migration chain:`,
    '',
    ...MIGRATIONS.map((migration) => `- ${migration.from} → ${migration.from + 1}: ${migration.description}`),
    '',
    ...section('TemplateConfig', schema, 'The whole template the server returns for a promotion.'),
    ...section('Page', definitions.Page ?? {}, 'One page of the flow; the `page` query parameter selects it by `pageOrder`.'),
    ...section(
      'Module',
      definitions.Module ?? {},
      '`component` names a block of the catalogue (see `blocks.md`); `attrs` must match that block\'s attrs schema.',
    ),
    '## Checks beyond the schema',
    '',
    '- module ids are unique in the whole template;',
    '- `pageOrder`, page `id` and `pageCode` are unique;',
    '- form keys are unique per page, once nested under their parents\' form keys;',
    '- a module has children only where its block accepts them (see each block\'s "children");',
    '- module conditions name known variables and allowed operators and compare like with like (see "Module conditions").',
    '',
    'Every problem is reported as `{ path, message }`: a JSON Pointer into the template and a Chinese message.',
    '',
    ...conditionsDocLines(),
    '## Validation rules a form row may name',
    '',
    RULE_NAMES.map((name) => `\`${name}\``).join(', '),
    '',
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
