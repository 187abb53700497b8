// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const codeRow = moduleOf('smsValidateCode', { phoneField: 'policyHolder.phone', businessType: 'normalValidate' }, { label: '验证码', formKey: 'validateCode' });
const next = moduleOf('toolbar', { action: 'next', buttonText: '下一步', showPremium: false });

describe('the SMS code row', () => {
  withCleanDocument();

  it('prompts 请输入验证码 in the empty field, and asks for it in those words when the buyer goes on without it', async () => {
    const page = await renderTemplate(templateOf([[codeRow, next], []]));
    const input = page.container.querySelector<HTMLInputElement>('input[aria-label="验证码"]');
    expect(input?.getAttribute('placeholder')).toBe('请输入验证码');
    expect(input?.getAttribute('maxlength')).toBe('6');
    tap(byText(page.container, 'button', '下一步'));
    await settle();
    expect([...page.container.querySelectorAll('.adm-form-item-feedback-error')].map((error) => error.textContent)).toEqual(['请输入验证码']);
    page.unmount();
  });
});
