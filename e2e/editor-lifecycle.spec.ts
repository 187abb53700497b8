import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInAccount, signInThroughPage, signOutThroughPage, type DemoRole } from './editor-accounts';
import { answerPopconfirm } from './popconfirm';

/**
 * The seeded published template of tenant `ba`, the promotion that sells it, and its product banner.
 * Tenant `ba`'s copy, because this walk publishes and rolls back: the buyer specs of tenant `health`
 * and the editor list's version figures must not see its versions.
 */
const SEEDED = { templateId: 'tpl-ba-baiwan', name: '安心百万医疗险投保页', promotionId: 'ba-baiwan', bannerId: 'trial-banner' };
const EDITOR_HASH = `#/templates/${SEEDED.templateId}`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function editorGet(request: APIRequestContext, path: string): Promise<Json> {
  return (await (await request.get(`/api/editor/templates/${SEEDED.templateId}${path}`)).json()).result;
}

/**
 * Four-eyes: the operator edits, a publisher publishes. The person at the keyboard changes: one signs
 * out, the other signs in on the same browser and opens the template, shown as the new user may work it.
 */
async function handOver(page: Page, role: DemoRole): Promise<void> {
  await signOutThroughPage(page);
  await signInThroughPage(page, 'ba', role);
  await page.evaluate((hash) => (window.location.hash = hash), EDITOR_HASH);
  await expect(page.getByRole('heading', { name: SEEDED.name })).toBeVisible();
}

function banner(draft: Json): Json {
  const found = draft.pageList[0].moduleList.find((module: Json) => module.id === SEEDED.bannerId);
  if (!found) throw new Error('the seeded template has no product banner');
  return found;
}

/** The buyer's link in a fresh phone-sized page: what a buyer sees now. */
async function buyerBanner(page: Page, url: string) {
  const buyer = await page.context().browser()!.newPage({ viewport: { width: 375, height: 667 }, locale: 'zh-CN' });
  await buyer.goto(url);
  const view = buyer.locator(`[data-module-id="${SEEDED.bannerId}"]`);
  await expect(view).toBeVisible();
  return { buyer, view };
}

/** Selects the product banner in the outline, which opens its properties. */
const selectBanner = (page: Page) => page.getByRole('tree', { name: '大纲' }).getByRole('treeitem').filter({ hasText: '产品头图' }).first().getByText('产品头图').first().click();

const field = (page: Page, pointer: string) => page.locator(`[data-property-path="${pointer}"]`).locator('input, textarea').first();

test.describe('template lifecycle: an operator edits, a publisher publishes', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('saves, is refused publishing an invalid template, publishes, compares, rolls back and shares a QA link', async ({ page, request, baseURL }) => {
    // A long walk, over two minutes when the other worker keeps the second core busy.
    test.setTimeout(240_000);
    const errors = collectConsoleErrors(page);
    const stamp = Date.now().toString(36);
    const subtitle = `QA 副标题 ${stamp}`;
    const tag = `QA 标签 ${stamp}`;
    const buyerUrl = `/h?promotionId=${SEEDED.promotionId}&from=ba`;

    // Start from what buyers see now, with a draft whose first banner tag is empty: invalid, not yet published.
    // The test's own requests act as tenant ba's operator; the session, not a header, names the tenant.
    await signInAccount(request, baseURL ?? '', 'ba', 'operator');
    const start = await editorGet(request, '');
    const startVersion: number = start.latestVersion;
    const publishedSubtitle: string = banner((await editorGet(request, `/versions/${startVersion}`)).content).attrs.subtitle;
    const broken = structuredClone(start.draft) as Json;
    banner(broken).attrs.subtitle = publishedSubtitle;
    banner(broken).attrs.tags = ['', ...(banner(broken).attrs.tags ?? []).slice(1)];
    const saved = await request.put(`/api/editor/templates/${SEEDED.templateId}/draft`, {
      headers: { origin: baseURL ?? '' },
      data: { revision: start.revision, draft: broken },
    });
    expect(saved.status()).toBe(200);

    // The operator signs in on the editor's sign-in page, then leaves the list for the workspace inside
    // the app, so the back button later stays in the app.
    await page.goto('/editor/#/');
    await signInThroughPage(page, 'ba', 'operator');
    await page.evaluate((hash) => (window.location.hash = hash), EDITOR_HASH);
    const marker = page.getByTestId('dirty-marker');
    await expect(marker).toHaveText('已保存');
    const bar = page.getByTestId('lifecycle-bar');
    await expect(bar.getByRole('button', { name: '发布' })).toHaveCount(0);

    // An edit in the property panel marks the template unsaved; Ctrl+S saves it.
    await selectBanner(page);
    await field(page, '/attrs/subtitle').fill(subtitle);
    await expect(marker).toHaveText('有未保存的修改');

    // Unsaved work is guarded: the back link and the back button ask, and refusing keeps the workspace.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('link', { name: '返回模板列表' }).click();
    await expect(page).toHaveURL(new RegExp(EDITOR_HASH));
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(EDITOR_HASH));
    await expect(marker).toHaveText('有未保存的修改');
    await expect(field(page, '/attrs/subtitle')).toHaveValue(subtitle);

    await page.keyboard.press('Control+s');
    await expect(page.getByText('草稿已保存')).toBeVisible();
    await expect(marker).toHaveText('已保存');
    expect(banner((await editorGet(request, '')).draft).attrs.subtitle).toBe(subtitle);

    // A publisher takes over. The publish check lists the invalid tag with its readable place and keeps
    // publishing shut; nothing is published.
    await handOver(page, 'publisher');
    await expect(bar.getByTestId('read-only-marker')).toHaveText('只读');
    await bar.getByRole('button', { name: '发布' }).click();
    const publishDialog = page.getByRole('dialog').filter({ has: page.getByTestId('publish-check') });
    await expect(publishDialog.getByTestId('publish-check')).toContainText('发布检查发现 1 个错误');
    await expect(publishDialog.getByTestId('problem-place')).toHaveText(/^第1页 › 模块「[^」]+」 › attrs\.tags\[0\]$/);
    await expect(publishDialog.getByRole('button', { name: '发布', exact: true })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('publish-refused.png') });
    await publishDialog.getByRole('button', { name: '取消' }).click();
    expect((await editorGet(request, '')).latestVersion).toBe(startVersion);

    // The operator fixes and saves it; as its last editor, the operator could not publish it anyway.
    await handOver(page, 'operator');
    await selectBanner(page);
    await field(page, '/attrs/tags/0').fill(tag);
    await expect(marker).toHaveText('有未保存的修改');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('草稿已保存')).toBeVisible();
    await expect(marker).toHaveText('已保存');

    // The publisher publishes it, and the buyer's link serves the new version.
    await handOver(page, 'publisher');
    await bar.getByRole('button', { name: '发布' }).click();
    await page.getByRole('dialog').getByLabel('发布说明（选填）').fill(`QA ${stamp}`);
    await expect(page.getByRole('dialog').getByText('发布检查已通过')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByText(`已发布第 ${startVersion + 1} 版`)).toBeVisible();
    const published = await buyerBanner(page, buyerUrl);
    await expect(published.view).toContainText(subtitle);
    await expect(published.view).toContainText(tag);

    // The history lists the versions and compares the last two as readable, coloured entries.
    await bar.getByRole('button', { name: '版本历史' }).click();
    const drawer = page.getByTestId('version-history');
    await expect(drawer.locator(`[data-version="${startVersion + 1}"]`)).toContainText(`QA ${stamp}`);
    const diff = drawer.getByTestId('diff-list');
    await expect(diff).toContainText(`属性「副标题」（subtitle）："${publishedSubtitle}" → "${subtitle}"`);
    await expect(diff.locator('[data-tone="changed"]').first()).toContainText('修改');
    await page.screenshot({ path: test.info().outputPath('version-diff.png') });

    // Rolling back publishes the old content as a new version; the buyer sees the old banner again.
    await drawer.locator(`[data-version="${startVersion}"]`).getByRole('button', { name: '回滚' }).click();
    await answerPopconfirm(page, '回滚');
    await expect(page.getByText(`已回滚：第 ${startVersion} 版的内容已发布为第 ${startVersion + 2} 版`)).toBeVisible();
    await published.buyer.reload();
    await expect(published.view).toContainText(publishedSubtitle);
    await expect(published.view).not.toContainText(subtitle);
    await page.locator('.ant-drawer-close').click();

    // The operator's QA link shows the saved draft, unpublished, on a phone in simulate mode.
    await handOver(page, 'operator');
    const draftSubtitle = `QA 草稿 ${stamp}`;
    await selectBanner(page);
    await field(page, '/attrs/subtitle').fill(draftSubtitle);
    await bar.getByRole('button', { name: 'QA 预览' }).click();
    const link = page.getByTestId('preview-link');
    await expect(link).toContainText('mode=simulate');
    await expect(page.getByTestId('preview-qr')).toBeVisible();
    await expect(marker).toHaveText('已保存');
    const preview = await buyerBanner(page, (await link.textContent()) ?? '');
    await expect(preview.view).toContainText(draftSubtitle);
    await published.buyer.reload();
    await expect(published.view).toContainText(publishedSubtitle);
    await preview.buyer.screenshot({ path: test.info().outputPath('qa-preview.png') });
    // An expected refusal the browser logs: the 401 of the first session check, which is how the editor
    // learns nobody is signed in yet.
    const expected = (error: string) => error.includes('status of 401') && error.includes('/api/editor/session');
    expect(errors.filter((error) => !expected(error))).toEqual([]);
  });
});
