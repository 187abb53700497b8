// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { moduleOf, renderTemplate, tap, templateOf, until, wait, withCleanDocument } from '../testing/render-template';

const tipButton = () => document.querySelector<HTMLButtonElement>('[role="dialog"] button');

describe('the full-screen tip', () => {
  withCleanDocument({ fakeTimers: true });

  it('counts down in seconds on its button, which closes the tip only once the count is over', async () => {
    const tip = moduleOf('fullScreenTip', { title: '温馨提示', content: '<p>请如实告知健康状况</p>', countdownSeconds: 3, buttonText: '我知道了' });
    const page = await renderTemplate(templateOf([[tip]]));
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('请如实告知健康状况');
    expect(tipButton()?.textContent).toBe('我知道了（3s）');
    expect(tipButton()?.disabled).toBe(true);
    tap(tipButton());
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();

    await wait(1000);
    expect(tipButton()?.textContent).toBe('我知道了（2s）');
    await wait(999);
    expect(tipButton()?.textContent).toBe('我知道了（2s）');
    await wait(1);
    expect(tipButton()?.textContent).toBe('我知道了（1s）');
    await wait(1000);
    expect(tipButton()?.textContent).toBe('我知道了');
    expect(tipButton()?.disabled).toBe(false);
    tap(tipButton());
    // The mask fades out in animation frames, which run on the real clock.
    vi.useRealTimers();
    await until(() => {
      const mask = document.querySelector<HTMLElement>('.adm-mask');
      return mask === null || mask.style.display === 'none';
    });
    page.unmount();
  });
});
