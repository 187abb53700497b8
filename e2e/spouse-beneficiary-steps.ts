import { expect, type Locator, type Page } from '@playwright/test';
import { idNumber, pick, row, shot, type } from './buyer-steps';
import { pickWheels } from './pick-wheel';
import { maskName as maskedName } from '../shared/masking/mask-name';

/**
 * The steps of a term life walk where the holder insures their spouse and names the death
 * beneficiaries: the insured's relation switched from 本人 to 配偶 on page 2 (the holder's data must
 * not stay behind in the spouse's rows), two designated beneficiaries of one order sharing 100%, and
 * what the confirm page, the result page and the stored order show of them.
 */

/** A person as a walk types them: the ID number is made from the birthday and sequence (odd: a man). */
export interface WalkPerson {
  readonly name: string;
  /** YYYYMMDD. */
  readonly birthday: string;
  readonly sequence: string;
}

/** The insured spouse: a person with an ID valid until a date picked on the wheels, and a phone. */
export interface Spouse extends WalkPerson {
  readonly validUntil: readonly [string, string, string];
  readonly phone: string;
}

/** A designated beneficiary: who, their relation to the insured, their order and share (percent). */
export interface NamedBeneficiary {
  readonly person: WalkPerson;
  readonly relation: '配偶' | '子女' | '父母';
  readonly order: string;
  readonly ratio: string;
}

/** The card of a confirm page or order page under its header text. */
function card(page: Page, header: string): Locator {
  // The list the header heads, not a list around it (a page's blocks may sit in one).
  return page.locator('.adm-list-header', { hasText: new RegExp(`^${header}(修改)?$`) }).locator('xpath=..');
}

/**
 * Page 2, the holder already filled in: the insured is first left as 本人 (its own rows hidden: the
 * holder's data is the insured's), then switched to 配偶, whose rows must then be empty, not the
 * holder's name, ID number, phone and validity; then the spouse is filled in.
 */
export async function insureSpouse(page: Page, name: string, holder: WalkPerson & { readonly phone: string }, spouse: Spouse, occupation: readonly string[]): Promise<void> {
  const insured = page.locator('[data-component="insuredModule"]');
  const relation = row(insured, '与投保人关系');
  await expect(relation).toContainText('本人');
  await expect(row(insured, '证件号码')).toBeHidden();
  await pick(insured, '与投保人关系', ['配偶']);
  await expect(relation).toContainText('配偶');
  await expect(row(insured, '姓名').locator('input')).toHaveValue('');
  await expect(row(insured, '证件号码').locator('input')).toHaveValue('');
  await expect(row(insured, '手机号码').locator('input')).toHaveValue('');
  const validity = row(insured, '证件有效期至');
  await expect(validity).toContainText('请选择证件有效期');
  await expect(validity.getByRole('button', { name: '长期' })).toHaveAttribute('aria-pressed', 'false');
  await shot(page, `${name}-2-spouse-empty`);

  await type(insured, '姓名', spouse.name);
  await type(insured, '证件号码', idNumber(spouse.birthday, spouse.sequence));
  await validity.getByText('请选择证件有效期').click();
  await pickWheels(page, spouse.validUntil);
  const [year, month, day] = spouse.validUntil;
  await expect(validity).toContainText(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  await type(insured, '手机号码', spouse.phone);
  await pick(insured, '职业', occupation);
  // The holder's own rows are untouched by the spouse's.
  const holderForm = page.locator('[data-component="policyHolderModule"]');
  await expect(row(holderForm, '姓名').locator('input')).toHaveValue(holder.name);
  await expect(row(holderForm, '证件号码').locator('input')).toHaveValue(idNumber(holder.birthday, holder.sequence));
  await expect(row(holderForm, '手机号码').locator('input')).toHaveValue(holder.phone);
}

/** 指定 beneficiaries, each added in the popup form; the list then summarises each with order and share. */
export async function nameBeneficiaries(page: Page, named: readonly NamedBeneficiary[]): Promise<void> {
  const beneficiaries = page.locator('[data-component="beneficiaryList"]');
  await beneficiaries.locator('.adm-radio', { hasText: /^指定$/ }).click();
  await expect(beneficiaries.locator('.adm-radio', { hasText: /^指定$/ })).toHaveClass(/adm-radio-checked/);
  for (const { person, relation, order, ratio } of named) {
    await beneficiaries.getByRole('button', { name: /添加受益人/ }).click();
    const sheet = page.locator('.adm-popup-body:visible').last();
    await type(sheet, '姓名', person.name);
    await type(sheet, '证件号码', idNumber(person.birthday, person.sequence));
    await pick(sheet, '与被保人关系', [relation]);
    await type(sheet, '受益顺序', order);
    await type(sheet, '受益比例', ratio);
    await sheet.getByRole('button', { name: '确定' }).click();
    await expect(sheet).toBeHidden();
  }
  for (const { person, order, ratio } of named) {
    await expect(beneficiaries.getByRole('button', { name: `${person.name} 第${order}顺位 ${ratio}%` })).toBeVisible();
  }
}

/** The text a beneficiary's row reads beside its name: relation, order and share. */
function beneficiaryLine({ relation, order, ratio }: NamedBeneficiary): string {
  return `与被保人关系 ${relation} · 受益顺序 ${order} · 受益比例 ${ratio}%`;
}

/** Each beneficiary row in `scope`, in order: the name as shown, then relation, order and share. */
async function expectBeneficiaryRows(scope: Locator, named: readonly NamedBeneficiary[], shownName: (name: string) => string): Promise<void> {
  const rows = scope.locator('.adm-list-item', { hasText: '受益比例' });
  await expect(rows).toHaveCount(named.length);
  for (const [index, beneficiary] of named.entries()) {
    await expect.soft(rows.nth(index), `beneficiary ${index + 1}: name`).toContainText(shownName(beneficiary.person.name));
    await expect.soft(rows.nth(index), `beneficiary ${index + 1}: relation, order and share`).toContainText(beneficiaryLine(beneficiary));
  }
}

/** The confirm page: the insured is the spouse (配偶, the spouse's name), and each beneficiary with relation and share. */
export async function expectSpouseConfirmed(page: Page, holder: WalkPerson, spouse: Spouse, named: readonly NamedBeneficiary[]): Promise<void> {
  const insured = card(page, '被保人1');
  await expect(insured.locator('.adm-list-item', { hasText: '与投保人关系' })).toContainText('配偶');
  await expect(insured.locator('.adm-list-item', { hasText: '姓名' })).toContainText(spouse.name);
  await expect(insured).not.toContainText(holder.name);
  await expectBeneficiaryRows(page.locator('[data-component="beneficiaryConfirm"]'), named, (name) => name);
}

/** The result page's 订单信息: the holder and the insured spouse, names masked. */
export async function expectSpouseOnResult(page: Page, holder: WalkPerson, spouse: Spouse): Promise<void> {
  const orderInfo = page.locator('.adm-list', { hasText: '订单信息' }).last();
  await expect(orderInfo.locator('.adm-list-item', { hasText: '被保人' })).toContainText(maskedName(spouse.name));
  await expect(orderInfo.locator('.adm-list-item', { hasText: '投保人' })).toContainText(maskedName(holder.name));
  for (const clear of [holder.name, spouse.name]) await expect(page.locator('body')).not.toContainText(clear);
}

/**
 * On the order detail: the insured is the spouse (masked); its persons page shows the holder and the
 * spouse apart, and the spouse's beneficiaries each with relation and share (two 陈** are told apart by
 * it). Back on the order detail after.
 */
export async function expectSpouseInStoredOrder(page: Page, name: string, holder: WalkPerson, spouse: Spouse, named: readonly NamedBeneficiary[]): Promise<void> {
  await expect(page.locator('.adm-list-item', { hasText: '被保人' }).first()).toContainText(maskedName(spouse.name));
  await page.getByRole('button', { name: '投保人与被保人信息' }).click();
  await expect(page).toHaveURL(/\/orderPersonDetail\?/);
  const holderCard = card(page, '投保人');
  const insuredCard = card(page, '被保人1');
  await expect(holderCard.locator('.adm-list-item', { hasText: '姓名' })).toContainText(maskedName(holder.name));
  await expect(insuredCard.locator('.adm-list-item', { hasText: '姓名' })).toContainText(maskedName(spouse.name));
  await expect(insuredCard.locator('.adm-list-item', { hasText: '手机号码' })).toContainText(`${spouse.phone.slice(0, 3)}****${spouse.phone.slice(-4)}`);
  await expectBeneficiaryRows(insuredCard, named, maskedName);
  for (const clear of [holder.name, spouse.name, ...named.map((beneficiary) => beneficiary.person.name)]) {
    await expect(page.locator('body')).not.toContainText(clear);
  }
  await shot(page, `${name}-5-person-detail`);
  await page.goBack();
  await expect(page).toHaveURL(/\/orderDetail\?/);
}
