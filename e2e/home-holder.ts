import type { Page } from '@playwright/test';
import { freshPhone, idNumber, pick, type } from './buyer-steps';

/**
 * Fills the policyholder of a home promotion's second page as the buyer 陈静 of Hangzhou does (name,
 * ID number, a fresh phone, email, the house's region and address). Returns the phone, which the SMS
 * code and the invoice receiver need.
 */
export async function fillHomeHolder(page: Page): Promise<string> {
  const holder = page.locator('[data-component="policyHolderModule"]');
  await type(holder, '姓名', '陈静');
  await type(holder, '证件号码', idNumber('19850320', '002'));
  const phone = freshPhone('137');
  await type(holder, '手机号码', phone);
  await type(holder, '电子邮箱', 'chenjing@example.com');
  await pick(holder, '房屋所在地区', ['浙江省', '杭州市', '西湖区']);
  await type(holder, '房屋详细地址', '文三路478号华星时代广场A座1201室');
  return phone;
}
