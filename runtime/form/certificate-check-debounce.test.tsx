// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CHECK_DEBOUNCE_MS } from '../../shared/constants';
import { moduleOf, renderTemplate, templateOf, typeInto, wait, withCleanDocument } from '../blocks/testing/render-template';

const errors = () => [...document.querySelectorAll('.adm-form-item-feedback-error')].map((element) => element.textContent);

describe('a certificate number checked as it is typed', () => {
  withCleanDocument({ fakeTimers: true });

  it('is flagged only once the buyer has paused for 500 ms, and a row without a certificate rule at once', async () => {
    const certificate = moduleOf('inputItem', { placeholder: '请输入证件号码', validateImmediately: true, rules: [{ rule: 'idCard' }] }, { formKey: 'certiNo', label: '证件号码' });
    const email = moduleOf('inputItem', { placeholder: '请输入邮箱', validateImmediately: true, rules: [{ rule: 'email' }] }, { formKey: 'email', label: '电子邮箱' });
    const page = await renderTemplate(templateOf([[certificate, email]]));
    const input = (placeholder: string) => page.container.querySelector(`input[placeholder="${placeholder}"]`);

    typeInto(input('请输入证件号码'), '1101');
    await wait(300);
    // Typing on within the pause starts the wait again.
    typeInto(input('请输入证件号码'), '11010519');
    await wait(CERTIFICATE_CHECK_DEBOUNCE_MS - 1);
    expect(errors()).toEqual([]);
    await wait(1);
    expect(errors()).toEqual(['请输入18位身份证号码']);

    typeInto(input('请输入邮箱'), 'a@');
    await wait(0);
    expect(errors()).toEqual(['请输入18位身份证号码', '邮箱格式错误']);
    page.unmount();
  });
});
