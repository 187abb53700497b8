import { describe, expect, it } from 'vitest';
import { ONE_PIXEL_PNG_BASE64 } from '../../../schema/assets/test-images';
import { publishableFacts } from '../testing/publishable-facts';
import { publishableTemplate } from '../testing/publishable-template';
import { moduleById, runRule } from '../testing/run-rule';
import { imageLoadsRule } from './image-loads-rule';

const ASSET = `/media/${'a'.repeat(64)}.png`;
const GONE = `/media/${'b'.repeat(64)}.png`;

describe('image.loads', () => {
  it('asks the context about addresses: a missing asset is refused, an unjudged address passes', () => {
    const template = publishableTemplate();
    moduleById(template, 'banner').attrs.image = GONE;
    template.pageList[0]?.moduleList.push({ id: 'pics', component: 'pictures', label: '图片', attrs: { images: [{ src: ASSET }, { src: 'https://cdn.example.cn/x.png' }] }, isDefault: true });
    const facts = publishableFacts(template, { images: { [ASSET]: true, [GONE]: false } });
    expect(runRule(imageLoadsRule, template, facts)).toMatchObject([{ rule: 'image.loads', severity: 'error', path: '/pageList/0/moduleList/0/attrs/image', params: { ref: GONE } }]);
  });

  it('decodes inline data images, including those inside rich text', () => {
    const template = publishableTemplate();
    const good = `data:image/png;base64,${ONE_PIXEL_PNG_BASE64}`;
    const svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    template.pageList[0]?.moduleList.push({
      id: 'tip',
      component: 'modal',
      label: '提示',
      attrs: { content: `<p><img src="${good}"><img src="${svg}"><img src='data:image/png;base64,AAAA'></p>` },
      isDefault: true,
    });
    const findings = runRule(imageLoadsRule, template);
    expect(findings.map((finding) => [finding.path, finding.params?.ref])).toEqual([['/pageList/0/moduleList/4/attrs/content', 'data:image/png;base64,AAAA']]);
  });
});
