// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, renderTemplate, settle, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const toolbar = moduleOf('toolbar', { action: 'next', buttonText: '下一步', showPremium: false });
const nextPage = [moduleOf('stepsList', { steps: [{ title: '第二页内容' }] })];

describe('the image upload block (other papers)', () => {
  withCleanDocument();

  it('shows its title and tip (behind its help mark), and a required one keeps the buyer on the page with 请上传 and its title until an image is there', async () => {
    const upload = moduleOf('imageUpload', { title: '其他资料', tip: '请上传病历或体检报告', required: true, maxCount: 3 }, { formKey: 'otherImages' });
    const page = await renderTemplate(templateOf([[upload, toolbar], nextPage]));
    const block = page.container.querySelector('[data-component="imageUpload"]')!;
    expect(block.textContent).toContain('其他资料');
    // The tip sits behind the row's help mark, as every row's remark does.
    expect(block.textContent).not.toContain('请上传病历或体检报告');
    tap(block.querySelector('.adm-form-item-label-help svg') ?? block.querySelector('.adm-form-item-label-help'));
    await until(() => document.body.textContent?.includes('请上传病历或体检报告') === true);
    const input = block.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toBe('image/*');
    tap(page.container.querySelector('[role="toolbar"] button'));
    await until(() => block.textContent?.includes('请上传其他资料') === true);
    expect(page.container.textContent).not.toContain('第二页内容');
    page.unmount();
  });

  it('lets an optional one be left empty', async () => {
    const upload = moduleOf('imageUpload', { title: '其他资料' }, { formKey: 'otherImages' });
    const page = await renderTemplate(templateOf([[upload, toolbar], nextPage]));
    tap(page.container.querySelector('[role="toolbar"] button'));
    await until(() => page.container.textContent?.includes('第二页内容') === true);
    await settle();
    page.unmount();
  });
});
