import { describe, expect, it } from 'vitest';
import { buildTemplateJsonSchema } from '../validate/template-json-schema';
import { BLOCK_CATEGORIES, BLOCK_CATEGORY_TITLES_EN, BLOCK_LIST } from '.';
import { enumGlosses } from './enum-glosses';

type JsonObject = Record<string, unknown>;

const HAN = /\p{Script=Han}/u;
/** Keys whose values are data rather than schemas. */
const DATA_KEYS = new Set(['default', 'const', 'enum', 'examples']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);

/** Every schema node of the template format (the catalogue's attrs included), with its JSON Pointer. */
function schemaNodes(node: unknown, pointer = ''): [string, JsonObject][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaNodes(item, `${pointer}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  const found: [string, JsonObject][] = [[pointer, node as JsonObject]];
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) {
      for (const [name, child] of Object.entries(value)) found.push(...schemaNodes(child, `${pointer}/${key}/${name}`));
    } else found.push(...schemaNodes(value, `${pointer}/${key}`));
  }
  return found;
}

/** An English text is there, says something, and holds no Chinese. */
function isEnglish(text: unknown): boolean {
  return typeof text === 'string' && text.trim() !== '' && !HAN.test(text);
}

describe('the catalogue in English', () => {
  const nodes = schemaNodes(buildTemplateJsonSchema());

  it('gives every block its title and description in English', () => {
    const missing = BLOCK_LIST.filter((block) => !isEnglish(block.titleEn) || !isEnglish(block.descriptionEn)).map((block) => block.component);
    expect(missing).toEqual([]);
  });

  it('gives every palette category an English title', () => {
    expect(BLOCK_CATEGORIES.filter((category) => !isEnglish(BLOCK_CATEGORY_TITLES_EN[category]))).toEqual([]);
  });

  it('gives every title and description of the template format and the block attrs an English text beside it', () => {
    const missing = nodes.flatMap(([pointer, node]) => [
      ...(typeof node.title === 'string' && !isEnglish(node.titleEn) ? [`${pointer}: title ${node.title}`] : []),
      ...(typeof node.description === 'string' && !isEnglish(node.descriptionEn) ? [`${pointer}: description ${node.description}`] : []),
    ]);
    expect(missing).toEqual([]);
    expect(nodes.filter(([, node]) => typeof node.titleEn === 'string').length).toBeGreaterThan(500);
  });

  it('has no English text without the Chinese one it translates', () => {
    const orphans = nodes.flatMap(([pointer, node]) => [
      ...(node.titleEn !== undefined && typeof node.title !== 'string' ? [`${pointer}: titleEn`] : []),
      ...(node.descriptionEn !== undefined && typeof node.description !== 'string' ? [`${pointer}: descriptionEn`] : []),
    ]);
    expect(orphans).toEqual([]);
  });

  it('glosses in English every enum value the Chinese description glosses, so the option labels read in both', () => {
    const unglossed = nodes.flatMap(([pointer, node]) => {
      if (!Array.isArray(node.enum) || typeof node.description !== 'string') return [];
      const values = node.enum as (string | number)[];
      const chinese = enumGlosses(values, node.description);
      const english = enumGlosses(values, node.descriptionEn as string | undefined);
      return values.filter((value) => chinese.has(value) && !english.has(value)).map((value) => `${pointer}: ${String(value)}`);
    });
    expect(unglossed).toEqual([]);
  });
});
