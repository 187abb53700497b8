import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ONE_PIXEL_PNG_BASE64 } from '../assets/test-images';
import { BLOCK_CATALOGUE } from '../catalogue';
import { BLANK_IMAGE_URL, LEGACY_BLANK_IMAGE_URL } from '../catalogue/blank-image';
import { CURRENT_SCHEMA_VERSION } from '../template/schema-version';
import { compileTemplateValidator } from '../validate/compile-template-validator';
import { validateTemplate } from '../validate/validate-template';
import { MIGRATIONS } from './migrations';
import { migrateTemplate } from './migrate-template';

const v1Fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/v1/health-v1.json'), 'utf8')) as unknown;
const validator = compileTemplateValidator();

describe('migrateTemplate', () => {
  it('upgrades a version-1 template to one that validates at the current version', () => {
    expect(validateTemplate(v1Fixture, validator, BLOCK_CATALOGUE).valid).toBe(false);
    const result = migrateTemplate(v1Fixture);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fromVersion).toBe(1);
    const validation = validateTemplate(result.template, validator, BLOCK_CATALOGUE);
    expect(validation.problems).toEqual([]);
    if (!validation.valid) return;
    const template = validation.template;
    expect(template.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(template.pageList.map((page) => page.pageOrder)).toEqual([1, 2]);
    const modules = template.pageList.flatMap((page) => page.moduleList);
    expect(modules.find((module) => module.id === 'hidden-banner')?.isDefault).toBe(false);
    expect(modules.find((module) => module.id === 'holder')?.isDefault).toBe(true);
    expect(modules.find((module) => module.id === 'holder')?.attrs).toEqual({});
    expect(modules.find((module) => module.id === 'steps')?.isDefault).toBe(true);
  });

  it('leaves a current template unchanged', () => {
    const current = { schemaVersion: CURRENT_SCHEMA_VERSION, themeColor: '#fff', insuranceCategory: 'healthInsurance', pageList: [] };
    expect(migrateTemplate(current)).toEqual({ ok: true, template: current, fromVersion: CURRENT_SCHEMA_VERSION, images: [] });
  });

  it('moves the inline images of a version-2 template to asset addresses and reports their bytes', () => {
    const png = `data:image/png;base64,${ONE_PIXEL_PNG_BASE64}`;
    const v2 = {
      schemaVersion: 2,
      themeColor: '#1677ff',
      insuranceCategory: 'healthInsurance',
      pageList: [
        {
          id: 'p1',
          pageOrder: 1,
          label: '首页',
          moduleList: [
            { id: 'banner', component: 'productBanner', label: '头图', attrs: { image: png, title: '安心保' }, isDefault: true },
            { id: 'pictures', component: 'pictures', label: '图片', attrs: { images: [{ src: LEGACY_BLANK_IMAGE_URL, alt: '介绍' }], gap: 0 }, isDefault: true },
          ],
        },
      ],
    };
    const result = migrateTemplate(v2);
    if (!result.ok) throw new Error(result.message);
    expect(result.images.map((image) => image.mimeType)).toEqual(['image/png']);
    const [image] = result.images;
    const validation = validateTemplate(result.template, validator, BLOCK_CATALOGUE);
    expect(validation.problems).toEqual([]);
    if (!validation.valid) return;
    expect(validation.template.schemaVersion).toBe(3);
    const [banner, pictures] = validation.template.pageList[0]?.moduleList ?? [];
    expect(banner?.attrs).toMatchObject({ image: `/media/${image?.id}.png` });
    expect(pictures?.attrs).toMatchObject({ images: [{ src: BLANK_IMAGE_URL, alt: '介绍' }] });
    expect(JSON.stringify(result.template)).not.toContain('data:');
  });

  it('refuses a template newer than this code understands, and a non-object', () => {
    const future = migrateTemplate({ schemaVersion: CURRENT_SCHEMA_VERSION + 1, pageList: [] });
    expect(future).toMatchObject({ ok: false });
    expect(migrateTemplate('not a template')).toEqual({ ok: false, message: '模板数据不是对象' });
  });

  it('has a contiguous chain that ends at the current version', () => {
    MIGRATIONS.forEach((migration, index) => expect(migration.from).toBe(index + 1));
    expect(MIGRATIONS.length + 1).toBe(CURRENT_SCHEMA_VERSION);
  });
});
