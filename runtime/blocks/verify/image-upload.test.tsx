// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../../state/flow-atoms';
import { moduleOf, pathOf, renderTemplate, settle, shownMessages, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

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

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

/** The buyer picks a photo in the block's file chooser. */
function choosePhoto(block: Element, name: string) {
  const input = block.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the file chooser is not shown');
  Object.defineProperty(input, 'files', { configurable: true, value: [new File([PNG], name, { type: 'image/png' })] });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('uploading other papers', () => {
  withCleanDocument();

  it('uploads each chosen photo, shows it from the returned address and keeps it in the order, up to the block\'s maximum', async () => {
    let uploaded = 0;
    const page = await renderTemplate(templateOf([[moduleOf('imageUpload', { title: '其他资料', maxCount: 2 }, { formKey: 'otherImages' })]]), {
      replies: { [pathOf('uploadImage')]: () => ({ success: true, result: { fileId: `f${++uploaded}`, url: `https://img.example.com/f${uploaded}.png` } }) },
    });
    const block = page.container.querySelector('[data-component="imageUpload"]')!;
    const shown = () => [...block.querySelectorAll('.adm-image-uploader-cell img')].map((image) => image.getAttribute('src'));
    choosePhoto(block, '病历.png');
    await until(() => shown().includes('https://img.example.com/f1.png'));
    expect(page.calls(pathOf('uploadImage'))[0]!.body).toMatchObject({ fileName: '病历.png', fileStr: expect.stringMatching(/^data:image\//) });
    expect(shown()).toEqual(['https://img.example.com/f1.png']);
    choosePhoto(block, '体检报告.png');
    await until(() => shown().includes('https://img.example.com/f2.png'));
    expect(page.store.get(orderFormAtom).otherImages).toEqual(['https://img.example.com/f1.png', 'https://img.example.com/f2.png']);
    // At the maximum the chooser is gone.
    expect(block.querySelector<HTMLElement>('.adm-image-uploader-upload-button-wrap')?.style.display).toBe('none');
    page.unmount();
  });

  it('says 图片上传失败! and leaves no photo (nor a failed tile) when the upload is refused', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('imageUpload', { title: '其他资料' }, { formKey: 'otherImages' })]]), {
      replies: { [pathOf('uploadImage')]: { success: false, msg: '文件过大' } },
    });
    const block = page.container.querySelector('[data-component="imageUpload"]')!;
    choosePhoto(block, '病历.png');
    await until(() => shownMessages().includes('图片上传失败!'));
    await until(() => block.querySelectorAll('.adm-image-uploader-cell img').length === 0);
    expect(block.querySelector<HTMLElement>('.adm-image-uploader-upload-button-wrap')?.style.display).not.toBe('none');
    expect(page.store.get(orderFormAtom).otherImages ?? []).toEqual([]);
    page.unmount();
  });
});
