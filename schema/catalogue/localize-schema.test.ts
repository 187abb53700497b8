import { Type } from '@sinclair/typebox';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS } from '../validate/compile-template-validator';
import { localizeSchema, withoutTexts } from './localize-schema';

const schema = Type.Object(
  {
    title: Type.String({ title: '标题', titleEn: 'Title', default: '投保须知' }),
    frequency: Type.String({ title: '缴费频率', titleEn: 'Payment frequency', description: 'month 月缴', descriptionEn: 'month monthly', enum: ['month'] }),
    note: Type.Optional(Type.String({ title: '备注' })),
  },
  { title: '属性', titleEn: 'Attributes' },
);

describe('localizeSchema', () => {
  it('reads every title and description in English, leaving attr names, defaults and enums as they are', () => {
    const english = localizeSchema(schema, 'en-US') as unknown as { title: string; properties: Record<string, Record<string, unknown>> };
    expect(english.title).toBe('Attributes');
    expect(Object.keys(english.properties)).toEqual(['title', 'frequency', 'note']);
    expect(english.properties.title).toMatchObject({ title: 'Title', default: '投保须知' });
    expect(english.properties.frequency).toMatchObject({ title: 'Payment frequency', description: 'month monthly', enum: ['month'] });
    // A node without its English keeps its own text (the catalogue test makes sure none is missing).
    expect(english.properties.note).toMatchObject({ title: '备注' });
  });

  it('returns the schema itself in Chinese', () => {
    expect(localizeSchema(schema, 'zh-CN')).toBe(schema);
  });
});

describe('withoutTexts', () => {
  it('drops titles and descriptions in both languages and keeps attr names, defaults and enums', () => {
    const stripped = withoutTexts(JSON.parse(JSON.stringify(schema)));
    expect(JSON.stringify(stripped)).not.toMatch(/titleEn|descriptionEn|标题|缴费频率|month 月缴|属性/);
    expect(Object.keys(stripped.properties)).toEqual(['title', 'frequency', 'note']);
    expect(stripped.properties.title).toEqual({ type: 'string', default: '投保须知' });
    expect(stripped.properties.frequency).toEqual({ type: 'string', enum: ['month'] });
  });
});

describe('the English keywords under ajv', () => {
  it('are known keywords that check nothing, so even a strict ajv compiles the schema', () => {
    const validate = new Ajv({ ...AJV_OPTIONS, strict: true }).compile(JSON.parse(JSON.stringify(schema)));
    expect(validate({ title: 'x', frequency: 'month' })).toBe(true);
    expect(validate({ title: 'x', frequency: 'year' })).toBe(false);
  });
});
