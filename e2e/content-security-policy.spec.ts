import { expect, test, type Page } from '@playwright/test';
import { signInPage } from './editor-accounts';
import { expectFirstPreview, previewFrame } from './preview-frame';

/**
 * Everything the browser says about the Content-Security-Policy while a page and its frames run: its
 * console messages, and every `securitypolicyviolation` event (eval refused included), told to the console.
 */
function collectCspReports(page: Page): string[] {
  const reports: string[] = [];
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
  );
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy|Refused to (load|execute|evaluate|apply|frame|create|connect)/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

test('the buyer app runs under its Content-Security-Policy with nothing refused', async ({ page }) => {
  const reports = collectCspReports(page);
  const response = await page.goto('/h?promotionId=health-baiwan&from=health');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBe('same-origin');
  await expect(page.locator('[data-module-id="trial-banner"]')).toBeVisible();
  await expect(page.getByText('选择方案').first()).toBeVisible();
  expect(reports).toEqual([]);
});

test.describe('the editor under its Content-Security-Policy', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('frames the live preview and loads the code view with nothing refused', async ({ page, baseURL }) => {
    const reports = collectCspReports(page);
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    const response = await page.goto('/editor/#/templates/tpl-health-baiwan');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expectFirstPreview(previewFrame(page).locator('[data-module-id="trial-banner"]'));
    // The template validator has run (it compiles its checks as the template opens): the publish gate's
    // one warning, the orange theme too light for white text, is listed.
    await expect(page.getByRole('region', { name: '问题' }).getByTestId('problem-group-warning')).toContainText('主题色 #ff6a00');
    await page.getByText('代码', { exact: true }).click();
    await expect(page.locator('.monaco-editor .view-lines').first()).toContainText('"pageList"');
    expect(reports).toEqual([]);
  });

  test('another site can frame neither the editor nor the buyer app', async ({ page, baseURL }) => {
    await page.route('http://foreign.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe id="editor" src="${baseURL}/editor/"></iframe><iframe id="buyer" src="${baseURL}/h?promotionId=health-baiwan&from=health"></iframe>`,
      }),
    );
    await page.goto('http://foreign.example/');
    // The browser refuses both: each frame holds its error page, nothing of the page it asked for.
    const childUrls = () => page.frames().filter((frame) => frame !== page.mainFrame()).map((frame) => frame.url());
    await expect.poll(childUrls).toEqual(['chrome-error://chromewebdata/', 'chrome-error://chromewebdata/']);
    for (const id of ['editor', 'buyer']) await expect(page.frameLocator(`#${id}`).locator('#root')).toHaveCount(0);
  });
});
