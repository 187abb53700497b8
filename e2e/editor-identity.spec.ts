import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage, signInThroughPage, signOutThroughPage } from './editor-accounts';
import { answerPopconfirm } from './popconfirm';

/**
 * Who may do what in the editor, walked by the people who do it on tenant `health`: an operator
 * drafts, a QA user previews on a phone and records a verdict but cannot publish, a publisher who did
 * not edit publishes, the history names them, and an admin manages accounts and reads it all in the
 * audit log. The work is
 * on a new template that no promotion delivers, so no buyer link changes.
 */
const SOURCE = '安心百万医疗险投保页';

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const selectBanner = (page: Page) => page.getByRole('tree', { name: '大纲' }).getByRole('treeitem').filter({ hasText: '产品头图' }).first().getByText('产品头图').first().click();
const field = (page: Page, pointer: string) => page.locator(`[data-property-path="${pointer}"]`).locator('input, textarea').first();

async function openTemplate(page: Page, name: string): Promise<void> {
  await row(page, name).getByRole('button', { name: '打开' }).click();
  await expect(page.getByTestId('lifecycle-bar')).toBeVisible();
}

test.describe('editor accounts, roles and four-eyes publishing', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an operator drafts, QA previews and records a verdict, another publisher publishes, an admin manages users; the history and audit log name them', async ({ page }) => {
    // Five people take turns at one browser: a long walk, over two minutes when the other worker keeps
    // the second core busy.
    test.setTimeout(240_000);
    const errors = collectConsoleErrors(page);
    const stamp = Date.now();
    const name = `四眼发布 ${stamp}`;
    const subtitle = `验收副标题 ${stamp}`;

    // Signed out, the editor is a sign-in page, in either language; a wrong password is told, and nothing opens.
    await page.goto('/editor/');
    await expect(page.getByRole('heading', { name: '登录模板编辑器' })).toBeVisible();
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the template editor' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.getByText('中文', { exact: true }).click();
    await page.getByLabel('用户名').fill('health-operator');
    await page.getByLabel('密码').fill('not the password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
    await page.screenshot({ path: test.info().outputPath('sign-in-refused.png') });
    await page.getByLabel('密码').fill('health-operator-demo');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByTestId('signed-in-user')).toHaveText('health-operator');
    await expect(page.getByTestId('user-menu')).toContainText('健康保');
    await expect(page.getByTestId('session-tenant')).toContainText('健康保');

    // The operator makes a template from the published one, edits and saves it, and has no publish control.
    await page.getByRole('button', { name: '新建模板' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('模板名称').fill(name);
    await dialog.getByText('基于已发布模板').click();
    await dialog.getByLabel('来源模板').click();
    await page.locator('.ant-select-item-option').filter({ hasText: `${SOURCE}（第 1 版）` }).first().click();
    await dialog.getByRole('button', { name: '创建' }).click();
    await expect(row(page, name).getByText('草稿（未发布）')).toBeVisible();
    await openTemplate(page, name);
    const bar = page.getByTestId('lifecycle-bar');
    await selectBanner(page);
    await field(page, '/attrs/subtitle').fill(subtitle);
    await bar.getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByText('草稿已保存')).toBeVisible();
    await expect(bar.getByRole('button', { name: '发布', exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('operator-workspace.png') });
    await signOutThroughPage(page);

    // QA opens the draft on a phone through the preview link, records a verdict, and can neither save nor publish.
    await signInThroughPage(page, 'health', 'qa');
    await openTemplate(page, name);
    await expect(page.getByTestId('read-only-marker')).toHaveText('只读');
    await expect(bar.getByRole('button', { name: '保存草稿' })).toHaveCount(0);
    await expect(bar.getByRole('button', { name: '发布', exact: true })).toHaveCount(0);
    await bar.getByRole('button', { name: 'QA 预览' }).click();
    // The link is fetched after the dialog opens: wait for it before reading it.
    await expect(page.getByTestId('preview-link')).toContainText('mode=simulate');
    const link = (await page.getByTestId('preview-link').textContent()) ?? '';
    const phone = await page.context().browser()!.newPage({ viewport: { width: 375, height: 667 }, locale: 'zh-CN' });
    await phone.goto(link);
    await expect(phone.getByText(subtitle)).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath('qa-phone-preview.png') });
    await phone.close();
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).first().click();
    await bar.getByRole('button', { name: '验收结论' }).click();
    const verdict = page.getByTestId('verdict-dialog');
    await verdict.getByRole('radio', { name: '通过', exact: true }).check();
    await verdict.getByLabel('说明').fill('手机走查通过');
    await verdict.getByRole('button', { name: '提交结论' }).click();
    await expect(page.getByText('已记录验收结论')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('qa-workspace.png') });
    await signOutThroughPage(page);

    // A publisher who did not edit publishes; the history names the author, the publisher and the verdict.
    await signInThroughPage(page, 'health', 'publisher');
    await openTemplate(page, name);
    await expect(bar.getByRole('button', { name: '保存草稿' })).toHaveCount(0);
    await bar.getByRole('button', { name: '发布', exact: true }).click();
    // The copy is served by no promotion yet and keeps the orange theme: the publisher acknowledges both warnings.
    await page.getByRole('dialog').getByRole('checkbox', { name: '我已阅读以上 2 个警告，仍要发布' }).check();
    await page.getByRole('dialog').getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByText('已发布第 1 版')).toBeVisible();
    await bar.getByRole('button', { name: '版本历史' }).click();
    const history = page.getByTestId('version-history');
    await expect(history.locator('[data-version="1"]').getByTestId('version-people')).toContainText('作者 health-operator');
    await expect(history.locator('[data-version="1"]').getByTestId('version-people')).toContainText('发布人 health-publisher');
    await expect(history.getByTestId('verdict-list').locator('[data-verdict="pass"]')).toContainText('health-qa');
    await expect(history.getByTestId('verdict-list')).toContainText('手机走查通过');
    await page.screenshot({ path: test.info().outputPath('publisher-history.png') });
    await page.locator('.ant-drawer-close').click();
    await signOutThroughPage(page);

    // The admin gives a new colleague a QA account, then disables it; the audit log tells who did what.
    await signInThroughPage(page, 'health', 'admin');
    await page.getByRole('link', { name: '用户管理' }).click();
    const colleague = `qa-${stamp}`;
    await page.getByRole('button', { name: '新建用户' }).click();
    const form = page.getByTestId('user-form');
    await form.getByLabel('用户名').fill(colleague);
    await form.getByLabel('测试验收').check();
    await form.getByLabel('初始密码').fill('short');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('至少 10 个字符')).toBeVisible();
    await form.getByLabel('初始密码').fill('a long enough password');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`已创建用户「${colleague}」`)).toBeVisible();
    const colleagueRow = page.getByTestId('users-table').getByRole('row').filter({ hasText: colleague });
    await expect(colleagueRow).toContainText('测试验收');
    await colleagueRow.getByRole('button', { name: '停用' }).click();
    await answerPopconfirm(page, '停用');
    await expect(colleagueRow).toContainText('已停用');
    await page.screenshot({ path: test.info().outputPath('admin-users.png') });
    await page.getByRole('link', { name: '审计日志' }).click();
    const audit = page.getByTestId('audit-log');
    await expect(audit.getByRole('row').filter({ hasText: 'health-publisher' }).filter({ has: page.locator('[data-action="publish"]') }).first()).toBeVisible();
    await expect(audit.getByRole('row').filter({ hasText: 'health-qa' }).filter({ has: page.locator('[data-action="verdict"]') }).first()).toBeVisible();
    await expect(audit.getByRole('row').filter({ hasText: 'health-operator' }).filter({ has: page.locator('[data-action="signInFailed"]') }).first()).toBeVisible();
    await expect(audit.getByRole('row').filter({ hasText: colleague }).filter({ has: page.locator('[data-action="userCreated"]') })).toBeVisible();
    await expect(audit.getByRole('row').filter({ hasText: colleague }).filter({ has: page.locator('[data-action="userUpdated"]') })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('admin-audit.png') });
    await signOutThroughPage(page);
    await expect(page.getByLabel('用户名')).toBeVisible();

    // The sign-in page's session check and the refused password are the browser logging expected 401s.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  test('a session that ends mid-edit is renewed in place, and the unsaved edit is saved after signing in again', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    const subtitle = `续期后保存 ${Date.now()}`;
    await signInPage(page, baseURL ?? '', 'ba', 'operator');
    await page.goto('/editor/');
    // Tenant ba's home template: no other spec edits its draft.
    await openTemplate(page, '安居家庭财产险投保页');
    await selectBanner(page);
    await field(page, '/attrs/subtitle').fill(subtitle);
    await expect(page.getByTestId('dirty-marker')).toHaveText('有未保存的修改');

    // The session ends behind the editor's back (signed out elsewhere, expired, revoked).
    expect((await page.request.delete('/api/editor/session', { headers: { origin: baseURL ?? '' } })).status()).toBe(200);
    await page.getByTestId('lifecycle-bar').getByRole('button', { name: '保存草稿' }).click();
    const renewal = page.getByTestId('session-expired');
    await expect(renewal.getByText('请重新登录，未保存的修改仍保留在编辑器中')).toBeVisible();
    await expect(renewal.getByLabel('用户名')).toHaveValue('ba-operator');
    await page.screenshot({ path: test.info().outputPath('session-renewal.png') });
    await renewal.getByLabel('密码').fill('ba-operator-demo');
    await renewal.getByRole('button', { name: '登录' }).click();
    await expect(renewal).toBeHidden();

    // Nothing was lost: the edit is still there and saves.
    await expect(field(page, '/attrs/subtitle')).toHaveValue(subtitle);
    await page.getByTestId('lifecycle-bar').getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByText('草稿已保存')).toBeVisible();
    const saved = await page.request.get('/api/editor/templates/tpl-ba-home');
    expect(JSON.stringify((await saved.json()).result.draft)).toContain(subtitle);
    // The refused save is the browser logging the expected 401.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  test('a platform admin belongs to no tenant and chooses the one to work on', async ({ page }) => {
    await page.goto('/editor/');
    await page.getByLabel('用户名').fill('platform-admin');
    await page.getByLabel('密码').fill('platform-admin-demo');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByTestId('user-menu')).toContainText('平台管理员');
    await expect(page.getByText('平台管理员不属于任何租户，请先选择要操作的租户')).toBeVisible();
    await page.getByLabel('选择租户').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '百安保险（ba）' }).click();
    await expect(page.getByTestId('user-menu')).toContainText('百安保险');
    await expect(row(page, '安心百万医疗险投保页').first().getByText('ba-baiwan')).toBeVisible();
    // Reading is all its roles allow here: no template is created by a platform admin without the operator role.
    await expect(page.getByRole('button', { name: '新建模板' })).toHaveCount(0);
    // A link made in tenant health says whose it is; switching to that tenant opens it.
    await page.evaluate(() => (window.location.hash = '#/templates/tpl-health-baiwan?tenant=health'));
    await expect(page.getByText('该链接属于租户「health」，您当前操作的是「百安保险」，无法打开')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('platform-admin-other-tenant.png') });
    await page.getByLabel('选择租户').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '健康保（health）' }).click();
    await expect(page.getByTestId('lifecycle-bar')).toBeVisible();
    await expect(page.getByTestId('read-only-marker')).toBeVisible();
    await page.getByRole('link', { name: '返回模板列表' }).click();
    await expect(row(page, '安心百万医疗险投保页').first().getByText('health-baiwan')).toBeVisible();
  });
});
