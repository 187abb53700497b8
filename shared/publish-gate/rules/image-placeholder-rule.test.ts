import { describe, expect, it } from 'vitest';
import { BLANK_IMAGE_URL, LEGACY_BLANK_IMAGE_URL } from '../../../schema/catalogue/blank-image';
import { publishableTemplate } from '../testing/publishable-template';
import { moduleById, runRule } from '../testing/run-rule';
import { imagePlaceholderRule } from './image-placeholder-rule';

describe('image.placeholder', () => {
  it('refuses the grey stand-in, today’s and the older data URL, wherever it sits', () => {
    const template = publishableTemplate();
    expect(runRule(imagePlaceholderRule, template)).toEqual([]);
    moduleById(template, 'banner').attrs.image = BLANK_IMAGE_URL;
    template.pageList[0]?.moduleList.push({ id: 'pics', component: 'pictures', label: '图片', attrs: { images: [{ src: 'https://img.example.cn/a.png' }, { src: LEGACY_BLANK_IMAGE_URL }] }, isDefault: true });
    expect(runRule(imagePlaceholderRule, template).map((finding) => finding.path)).toEqual([
      '/pageList/0/moduleList/0/attrs/image',
      '/pageList/0/moduleList/4/attrs/images/1/src',
    ]);
  });
});
