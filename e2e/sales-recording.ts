import { expect, test, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInAccount, signInPage } from './editor-accounts';

interface RecordingSummary {
  readonly recordingId: string;
  readonly promotionId: string;
  readonly orderNo: string | null;
}

/** What the buyer typed that no recording may keep: the ID number, the phone, the bank card. */
export interface TypedSecrets {
  readonly idNumber: string;
  readonly phone: string;
  readonly bankCard: string;
}

/**
 * The sales-process recording (可回溯) of a sale just made, as compliance finds it: the buyer's page is
 * left first (its last events go by beacon), then a compliance account of the tenant signs in in a
 * browser of its own, searches by the policyholder's phone, replays the recording and reads its key
 * moments. The stored events (every chunk, as the server decompresses them from the database) must not
 * hold what the buyer typed in clear. Returns the order the recording is tied to.
 */
export async function expectRecordedSale(buyerPage: Page, browser: Browser, tenant: 'health' | 'ba', secrets: TypedSecrets, shotPrefix: string): Promise<string> {
  const baseURL = new URL(buyerPage.url()).origin;
  await buyerPage.close({ runBeforeUnload: true });

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInPage(page, baseURL, tenant, 'compliance');

  // The chunks arrive every few seconds and by beacon as the page closed: wait for the tie and the signatures.
  let recording: RecordingSummary | undefined;
  let stored = '';
  await expect(async () => {
    const found = await page.request.get(`/api/editor/recordings?phone=${secrets.phone}`);
    expect(found.status()).toBe(200);
    const { recordings } = ((await found.json()) as { result: { recordings: RecordingSummary[] } }).result;
    recording = recordings.find((candidate) => candidate.orderNo !== null);
    expect(recording, 'a recording tied to the order').toBeDefined();
    stored = await allEvents(page.request, recording!.recordingId);
    expect(stored).toContain('signature-drawn');
    expect(stored).toContain('payment-started');
  }).toPass({ timeout: 30_000 });
  const { recordingId, orderNo } = recording!;

  // Checked on what the database holds, not on the screen: nothing typed survives in clear.
  for (const [what, secret] of Object.entries(secrets)) expect(stored, `${what} in the stored recording`).not.toContain(secret);

  await page.goto('/editor/#/recordings');
  await page.getByLabel('订单号').fill(orderNo!);
  await page.getByRole('button', { name: '查找' }).click();
  const rows = page.getByTestId('recordings');
  await expect(rows).toContainText(orderNo!);
  await expectAccessible(page, 'the recordings screen', { enable: ['label-content-name-mismatch', 'target-size'] });
  await page.getByRole('button', { name: `回放 ${orderNo!}` }).click();

  const moments = page.getByTestId('recording-moments');
  await expect(moments).toBeVisible({ timeout: 30_000 });
  // The clause reading (each notice tab, read for its seconds), the ticks, the SMS code, both signatures.
  await expect(moments.getByRole('button', { name: /展示产品条款：保险条款/ })).toBeVisible();
  await expect(moments.getByRole('button', { name: /读完告知：投保须知（\d+ 秒）/ })).toBeVisible();
  await expect(moments.getByRole('button', { name: /勾选：我已阅读并同意/ })).toBeVisible();
  await expect(moments.getByRole('button', { name: /短信验证码验证通过/ })).toBeVisible();
  await expect(moments.getByRole('button', { name: /签名：/ })).toHaveCount(2);
  await expect(moments.getByRole('button', { name: /^\d+:\d+ 确认投保$/ })).toBeVisible();
  await expect(moments.getByRole('button', { name: /^\d+:\d+ 开始支付$/ })).toBeVisible();

  // A jump to the holder's signature shows the replayed page of that moment: the signing board.
  const signed = moments.getByRole('button', { name: /签名：/ }).last();
  await signed.click();
  await expect(signed).toHaveAttribute('aria-current', 'step');
  const screen = page.getByTestId('recording-screen').frameLocator('iframe');
  await expect(screen.locator('body')).toContainText('投保人签名');
  // Styled as the buyer saw it, from the stylesheet texts the recording carries, not from the server's
  // current files: the mobile UI's sheet is inline in the replayed page and nothing links back.
  const inlineSheets = () => screen.locator('style').evaluateAll((styles) => styles.filter((style) => (style.textContent ?? '').includes('--adm-button-border-radius')).length);
  await expect.poll(inlineSheets).toBeGreaterThan(0);
  await expect(screen.locator('link[rel="stylesheet"]')).toHaveCount(0);
  // The screen and the replay as an operator using a screen reader or the keyboard meets them (the replayed
  // page inside is the buyer's, checked on the buyer's side).
  await expectAccessible(page, 'the recordings screen replaying a sale', { exclude: ['[data-testid="recording-screen"]'], enable: ['label-content-name-mismatch', 'target-size'] });
  await page.getByTestId('recording-screen').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${shotPrefix}-replay.png`) });

  // The replay is in the audit log: who watched which recording.
  const audit = await page.request.get('/api/editor/audit');
  expect(audit.status()).toBe(200);
  expect(JSON.stringify(await audit.json())).toContain(recordingId);
  await context.close();
  return orderNo!;
}

/**
 * The recording of a live sale of `promotionId` made since `since`, found through the compliance API
 * (the request context signs in as the tenant's compliance account): tied to its order, holding the
 * moments every product's sale passes (a box ticked, the order confirmed, payment started), and none of
 * `secrets` (what the buyer typed) in what the database stores.
 */
export async function expectSaleRecorded(request: APIRequestContext, baseURL: string, tenant: 'health' | 'ba', promotionId: string, since: Date, secrets: readonly string[]): Promise<void> {
  await signInAccount(request, baseURL, tenant, 'compliance');
  let stored = '';
  await expect(async () => {
    const found = await request.get(`/api/editor/recordings?startedFrom=${encodeURIComponent(since.toISOString())}`);
    expect(found.status()).toBe(200);
    const { recordings } = ((await found.json()) as { result: { recordings: RecordingSummary[] } }).result;
    const recording = recordings.find((candidate) => candidate.promotionId === promotionId && candidate.orderNo !== null);
    expect(recording, `a recording of ${promotionId} tied to its order`).toBeDefined();
    stored = await allEvents(request, recording!.recordingId);
    for (const kind of ['box-ticked', 'order-confirmed', 'payment-started']) expect(stored).toContain(`"kind":"${kind}"`);
  }).toPass({ timeout: 30_000 });
  for (const secret of secrets) expect(stored, 'what the buyer typed, in the stored recording').not.toContain(secret);
}

/** Every stored event of a recording, page after page, as one text. */
async function allEvents(request: APIRequestContext, recordingId: string): Promise<string> {
  const parts: string[] = [];
  let fromSeq: number | null = 0;
  while (fromSeq !== null) {
    const response: APIResponse = await request.get(`/api/editor/recordings/${recordingId}/events?fromSeq=${fromSeq}`);
    expect(response.status()).toBe(200);
    const body: { events: unknown[]; nextSeq: number | null } = ((await response.json()) as { result: { events: unknown[]; nextSeq: number | null } }).result;
    parts.push(JSON.stringify(body.events));
    fromSeq = body.nextSeq;
  }
  return parts.join('\n');
}
