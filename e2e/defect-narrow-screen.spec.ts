import { expect, test, type Locator } from '@playwright/test';

// The default phone of the suite is 375 px wide; these checks are about exactly that width.
test.use({ viewport: { width: 375, height: 667 } });

const LIFE_INFO_PAGE = '/h?promotionId=health-life&from=health&page=2&planId=P-LIFE-STD';

/** Whether an element's text runs past its box (cut off, or ended by an ellipsis). */
function clipped(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1);
}

/** Whether an input's placeholder is wider than the input's text box. */
function placeholderCut(input: Locator): Promise<boolean> {
  return input.evaluate((node: HTMLInputElement) => {
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(node.placeholder).width > room;
  });
}

/** Turns a wheel by its screen-reader step buttons until `label` is chosen. */
async function chooseInColumn(column: Locator, label: string) {
  const selected = async () => (await column.locator('.adm-picker-view-column-item[data-selected="true"]').innerText()).trim();
  for (let step = 0; step < 40; step += 1) {
    const before = await selected();
    if (before === label) return;
    await column.getByRole('button', { name: /^选择下一项/ }).dispatchEvent('click');
    // The step is taken once the next row is the selected one.
    await expect.poll(selected).not.toBe(before);
  }
  throw new Error(`the wheel did not reach ${label}`);
}

test('every placeholder of the holder and insured forms shows whole at 375 px, the email one included', async ({ page }) => {
  await page.goto(LIFE_INFO_PAGE);
  const holder = page.locator('[data-component="policyHolderModule"]');
  const email = holder.locator('.adm-list-item', { hasText: '电子邮箱' }).locator('input');
  await expect(email).toHaveAttribute('placeholder', '用于接收电子保单（选填）');
  // Measured until the layout settles: the form's columns are sized as its modules arrive.
  await expect.poll(() => placeholderCut(email)).toBe(false);
  for (const scope of [holder, page.locator('[data-component="insuredModule"]')]) {
    for (const input of await scope.locator('input[placeholder]:visible').all()) {
      await expect.poll(() => placeholderCut(input), { message: (await input.getAttribute('placeholder')) ?? '' }).toBe(false);
    }
  }
  await holder.locator('.adm-list-item', { hasText: '电子邮箱' }).screenshot({ path: test.info().outputPath('email-row.png') });
});

test('the occupation wheel shows each occupation name whole at 375 px, the longest included', async ({ page }) => {
  await page.goto(LIFE_INFO_PAGE);
  const holder = page.locator('[data-component="policyHolderModule"]');
  await holder.locator('.adm-list-item', { hasText: '职业' }).first().click();
  const wheel = page.locator('.adm-picker:visible');
  const columns = wheel.locator('.adm-picker-view-column');
  await expect(columns).toHaveCount(3);
  await expect(columns.nth(2).locator('.adm-picker-view-column-item').first()).toBeVisible();
  // The first branch as it opens, then the branch of the longest name (17 characters with its category).
  const names = async () => {
    const labels = columns.nth(2).locator('.adm-picker-view-column-item-label');
    for (const label of await labels.all()) await expect.poll(() => clipped(label), { message: await label.innerText() }).toBe(false);
    return labels.allInnerTexts();
  };
  expect(await names()).toContain('机关团体公司内勤人员（1类）');
  await page.screenshot({ path: test.info().outputPath('occupation-wheel.png') });
  await chooseInColumn(columns.nth(0), '农牧业');
  await chooseInColumn(columns.nth(1), '畜牧业');
  await expect(columns.nth(2)).toContainText('畜牧场经营者');
  expect((await names()).map((name) => name.replace(/\s/g, ''))).toContain('畜牧场经营者（不亲自作业）（1类）');
  for (const column of [columns.nth(0), columns.nth(1)]) {
    for (const label of await column.locator('.adm-picker-view-column-item-label').all()) await expect.poll(() => clipped(label), { message: await label.innerText() }).toBe(false);
  }
  await page.screenshot({ path: test.info().outputPath('occupation-wheel-longest.png') });
});
