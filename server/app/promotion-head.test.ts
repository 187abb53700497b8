import { describe, expect, it } from 'vitest';
import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { emptyTemplate } from '../domain/templates/empty-template';
import { DESCRIPTION_MAX_LENGTH, promotionHead } from './promotion-head';

const banner = (attrs: Record<string, unknown>, extra: Partial<Module> = {}): Module => ({ id: 'banner', component: 'productBanner', label: '产品头图', attrs, ...extra }) as Module;
const notice: Module = { id: 'notice', component: 'healthNoticeText', label: '健康告知', attrs: {} } as Module;

function template(goodsName: string | undefined, ...pages: Module[][]): TemplateConfig {
  const base = emptyTemplate('安心保', 'healthInsurance');
  return {
    ...base,
    goodsName,
    pageList: pages.map((moduleList, index) => ({ id: `page-${index + 1}`, pageOrder: index + 1, label: index === 0 ? '安心百万医疗险' : `第${index + 1}页`, moduleList })),
  };
}

describe("a promotion page's head", () => {
  it("describes the product by its name and the banner's selling line, titled as the app titles the page", () => {
    const seeded = template('安心百万医疗险', [banner({ title: '百万医疗', subtitle: '住院医疗费用社保报销后100%赔付，重疾0免赔', tags: ['最高600万保额'] })], [notice]);
    expect(promotionHead(seeded, undefined)).toEqual({ title: '安心百万医疗险', description: '安心百万医疗险：住院医疗费用社保报销后100%赔付，重疾0免赔' });
    expect(promotionHead(seeded, '2')).toEqual({ title: '第2页', description: '安心百万医疗险：住院医疗费用社保报销后100%赔付，重疾0免赔' });
    expect(promotionHead(seeded, '9')).toEqual({ title: '安心百万医疗险', description: '安心百万医疗险：住院医疗费用社保报销后100%赔付，重疾0免赔' });
  });

  it('falls back on the selling point tags, the banner title, and the first banner a buyer sees', () => {
    expect(promotionHead(template('安居家庭财产险', [notice], [banner({ title: 'x', tags: ['室内财产', ' 水管爆裂 '] })]), undefined).description).toBe('安居家庭财产险：室内财产、水管爆裂');
    expect(promotionHead(template(undefined, [banner({ title: '守护定期寿险', subtitle: '' })]), undefined).description).toBe('守护定期寿险');
    const hidden = template('安心保', [banner({ title: 'x', subtitle: '不展示' }, { isDefault: false })], [banner({ title: 'y', subtitle: '展示' })]);
    expect(promotionHead(hidden, undefined).description).toBe('安心保：展示');
    expect(promotionHead(template(undefined, [notice]), '3')).toEqual({});
  });

  it('puts what an editor typed on one line, and keeps a long selling line short', () => {
    const long = template('安心保', [banner({ title: 'x', subtitle: `第一行\n\t第二行 ${'保'.repeat(400)}` })]);
    const { description } = promotionHead(long, undefined);
    expect(description?.startsWith('安心保：第一行 第二行 保')).toBe(true);
    expect(Array.from(description ?? '')).toHaveLength(DESCRIPTION_MAX_LENGTH);
    expect(description?.endsWith('…')).toBe(true);
  });
});
