import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInAccount, signInPage, signInThroughPage, signOutThroughPage } from './editor-accounts';
import { expectFirstPreview, PREVIEW_FRAME, previewFrame } from './preview-frame';

/** A seeded, published template of tenant `health` and the promotion that delivers it. */
const SEEDED = { templateId: 'tpl-health-baiwan', name: '安心百万医疗险投保页', promotionId: 'health-baiwan' };

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test.describe('operator template list and live canvas', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lists the seeded templates with their status, creates one from a published template, duplicates one; another tenant sees its own', async ({ page, request, baseURL }) => {
    const errors = collectConsoleErrors(page);
    // Tenant health's operator: the session decides the tenant, for the page and the test's own requests.
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    await signInAccount(request, baseURL ?? '', 'health', 'operator');
    const promotionRequests: string[] = [];
    page.on('request', (sent) => {
      if (/\/api\/editor\/templates\/[^/]+\/promotions/.test(sent.url())) promotionRequests.push(sent.url());
    });
    await page.goto('/editor/');
    await expect(page.getByText('模板列表')).toBeVisible();
    for (const name of ['安心百万医疗险投保页', '守护定期寿险投保页', '安居家庭财产险投保页']) {
      await expect(row(page, name).first()).toBeVisible();
    }
    await expect(row(page, SEEDED.name).first().getByText('已发布 第 1 版')).toBeVisible();
    await expect(row(page, SEEDED.name).first().getByText(SEEDED.promotionId)).toBeVisible();
    // The list reply carries each template's promotions: no request per row.
    expect(promotionRequests).toEqual([]);

    // A new template from the published one starts as a draft.
    const copyName = `QA 验证 ${Date.now()}`;
    await page.getByRole('button', { name: '新建模板' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('模板名称').fill(copyName);
    await dialog.getByText('基于已发布模板').click();
    await dialog.getByLabel('来源模板').click();
    await page.locator('.ant-select-item-option').filter({ hasText: `${SEEDED.name}（第 1 版）` }).first().click();
    await dialog.getByRole('button', { name: '创建' }).click();
    await expect(page.getByText(`已创建「${copyName}」`)).toBeVisible();
    await expect(row(page, copyName).getByText('草稿（未发布）')).toBeVisible();
    const listed: { templateId: string; name: string }[] = (await (await request.get('/api/editor/templates')).json()).result;
    const created = listed.find((template) => template.name === copyName);
    const draftOf = async (templateId: string) => (await (await request.get(`/api/editor/templates/${templateId}`)).json()).result.draft;
    expect((await draftOf(created?.templateId ?? '')).pageList).toEqual((await draftOf(SEEDED.templateId)).pageList);

    // Duplicating copies the draft under the name with 副本.
    await row(page, '守护定期寿险投保页').first().getByRole('button', { name: '复制' }).click();
    await expect(page.getByText('已复制为「守护定期寿险投保页 副本」')).toBeVisible();
    await expect(row(page, '守护定期寿险投保页 副本').first().getByText('草稿（未发布）')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('template-list.png'), fullPage: true });

    // Another tenant's operator, signed in on the same browser, sees that tenant's own templates and
    // promotions, and no way to switch to another tenant.
    await expect(page.getByTestId('session-tenant')).toHaveText('租户：健康保');
    await signOutThroughPage(page);
    await signInThroughPage(page, 'ba', 'operator');
    await expect(page.getByTestId('session-tenant')).toHaveText('租户：百安保险');
    await expect(page.getByLabel('选择租户')).toHaveCount(0);
    await expect(row(page, SEEDED.name).first().getByText('ba-baiwan')).toBeVisible();
    await expect(page.getByText(copyName)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('opens a template, selects a module in the live preview and switches to English', async ({ page, request, baseURL }) => {
    const errors = collectConsoleErrors(page);
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    await signInAccount(request, baseURL ?? '', 'health', 'operator');
    const reply = await request.get(`/api/editor/templates/${SEEDED.templateId}`);
    const { pageList } = (await reply.json()).result.draft;
    const firstModule: { id: string; label: string } = pageList[0].moduleList[0];
    const secondPageModule: { id: string } = pageList[1].moduleList[0];
    await page.goto('/editor/');

    // Opening shows the workspace: its pages, and the runtime rendering the first page in the phone frame.
    await row(page, SEEDED.name).first().getByRole('button', { name: '打开' }).click();
    await expect(page).toHaveURL(new RegExp(`#/templates/${SEEDED.templateId}`));
    await expect(page.getByRole('heading', { name: SEEDED.name })).toBeVisible();
    await expect(page.locator('[data-page-id]').first()).toBeVisible();
    const frame = previewFrame(page);
    const module = frame.locator(`[data-module-id="${firstModule.id}"]`);
    await expectFirstPreview(module);
    const selectedRow = page.locator('[role="treeitem"][aria-selected="true"]');
    await expect(selectedRow).toHaveCount(0);
    await expect(page.getByRole('region', { name: '模板设置' })).toBeVisible();

    // A click in the frame selects the module in the outline and the property panel, and the runtime outlines it.
    await module.click();
    await expect(selectedRow).toHaveAttribute('data-module-id', firstModule.id);
    await expect(page.getByRole('region', { name: '属性面板' })).toHaveAttribute('data-module-id', firstModule.id);
    await expect(module).toHaveCSS('outline-style', 'solid');
    await page.screenshot({ path: test.info().outputPath('opened-template.png') });

    // Choosing another page shows it in the same frame, without reloading it.
    await frame.locator('body').evaluate(() => ((window as never as { keptAcrossEdits: boolean }).keptAcrossEdits = true));
    await page.locator('[data-page-id]').nth(1).getByText(pageList[1].label).click();
    await expect(frame.locator(`[data-module-id="${secondPageModule.id}"]`)).toBeVisible();
    await expect(module).toHaveCount(0);
    expect(await frame.locator('body').evaluate(() => (window as never as { keptAcrossEdits?: boolean }).keptAcrossEdits)).toBe(true);
    await expect(selectedRow).toHaveCount(0);

    // A larger phone at half size: the frame is the device's width times the zoom.
    await page.getByLabel('机型').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '414 × 896' }).click();
    await page.getByLabel('缩放').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '50%' }).click();
    await expect.poll(async () => (await page.locator(PREVIEW_FRAME).boundingBox())?.width).toBeCloseTo(207, 0);
    await expect(frame.locator(`[data-module-id="${secondPageModule.id}"]`)).toBeVisible();

    // English is one click away, for the whole document.
    await page.getByText('English', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveTitle('Template editor');
    await expect(page.getByRole('region', { name: 'Template settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to templates' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to templates' }).click();
    await expect(page.getByText('Templates', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await expect(row(page, SEEDED.name).first().getByText('Published version 1')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('template-list-en.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
