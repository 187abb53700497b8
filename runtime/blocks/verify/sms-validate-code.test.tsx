// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, pathOf, renderTemplate, settle, shownMessages, tap, templateOf, typeInto, wait, withCleanDocument } from '../testing/render-template';

const SEND = pathOf('sendValidateCode');

async function renderCodeRow() {
  const page = await renderTemplate(templateOf([[
    moduleOf('inputItem', { inputMode: 'tel' }, { label: '手机号', formKey: 'policyHolder.phone' }),
    moduleOf('smsValidateCode', { phoneField: 'policyHolder.phone', businessType: 'normalValidate' }, { label: '验证码', formKey: 'validateCode' }),
  ]]), { search: '?from=health&planId=P1', replies: { [SEND]: { success: true, code: 0 } } });
  const button = () => page.container.querySelector<HTMLButtonElement>('[data-component="smsValidateCode"] button')!;
  const phone = () => page.container.querySelector('[data-component="inputItem"] input');
  return { page, button, phone };
}

describe('the SMS code row', () => {
  withCleanDocument({ fakeTimers: true });

  it('after a code is sent, waits 60 s (counting down) before another can be asked for', async () => {
    const { page, button, phone } = await renderCodeRow();
    typeInto(phone(), '13912345678');
    tap(button());
    await settle();
    expect(page.calls(SEND)).toHaveLength(1);
    expect(page.calls(SEND)[0]!.body).toMatchObject({ target: '13912345678', planId: 'P1', businessType: 'normalValidate' });
    expect(button().textContent).toBe('60s后重发');
    expect(button().disabled).toBe(true);
    await wait(59_000);
    expect(button().textContent).toBe('1s后重发');
    tap(button());
    await settle();
    expect(page.calls(SEND)).toHaveLength(1);
    await wait(1000);
    expect(button().textContent).toBe('获取验证码');
    expect(button().disabled).toBe(false);
    tap(button());
    await settle();
    expect(page.calls(SEND)).toHaveLength(2);
    page.unmount();
  });

  it('says 系统异常，请稍后重试 (not 网络错误) when the code check is refused without a message', async () => {
    const VERIFY = pathOf('verifyValidateCode');
    const page = await renderTemplate(templateOf([[
      moduleOf('inputItem', { inputMode: 'tel' }, { label: '手机号', formKey: 'policyHolder.phone' }),
      moduleOf('smsValidateCode', { phoneField: 'policyHolder.phone', businessType: 'normalValidate', validateImmediately: true }, { label: '验证码', formKey: 'validateCode' }),
    ]]), { search: '?from=health&planId=P1', replies: { [VERIFY]: { success: false, code: 50000 } } });
    typeInto(page.container.querySelector('[data-component="inputItem"] input'), '13912345678');
    typeInto(page.container.querySelector('[data-component="smsValidateCode"] input'), '123456');
    await settle();
    expect(page.calls(VERIFY)).toHaveLength(1);
    expect(page.container.querySelector('[data-component="smsValidateCode"] .adm-form-item-feedback-error')?.textContent).toBe('系统异常，请稍后重试');
    expect(page.toasts).toEqual(['系统异常，请稍后重试']);
    page.unmount();
  });

  it('asks for no code for a number that is not a mainland mobile, saying 请输入正确的手机号后获取验证码', async () => {
    const { page, button, phone } = await renderCodeRow();
    typeInto(phone(), '12912345678');
    tap(button());
    await settle();
    expect(page.calls(SEND)).toHaveLength(0);
    expect(shownMessages()).toContain('请输入正确的手机号后获取验证码');
    expect(button().textContent).toBe('获取验证码');
    page.unmount();
  });
});
