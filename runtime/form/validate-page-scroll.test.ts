// @vitest-environment happy-dom
import type { FormInstance } from 'antd-mobile/es/components/form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validatePage } from './validate-page';

/** A page with two rows, the second flagged invalid, 1500 px down the page. */
function invalidPage(): void {
  document.body.innerHTML = `
    <div class="adm-list-item" id="first"><div class="adm-form-item">姓名</div></div>
    <div class="adm-list-item" id="second"><div class="adm-form-item adm-form-item-has-error"><div class="adm-form-item-feedback-error">请输入证件号码</div></div></div>`;
  const row = document.getElementById('second')!;
  row.getBoundingClientRect = () => ({ top: 1500 - window.scrollY, bottom: 1560 - window.scrollY, height: 60, left: 0, right: 375, width: 375, x: 0, y: 1500 - window.scrollY, toJSON: () => ({}) });
}

const failing = { validateFields: () => Promise.reject(new Error('invalid')) } as unknown as FormInstance;

describe('validatePage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo(0, 0);
    Object.defineProperty(window, 'innerHeight', { value: 600, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('brings the first invalid row to the middle of the screen in steps of 80 px every 20 ms, within 300 ms', async () => {
    invalidPage();
    const positions: number[] = [];
    const scrollTo = window.scrollTo.bind(window);
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      positions.push(y);
      scrollTo(x, y);
    }) as typeof window.scrollTo);
    const passed = validatePage(failing);
    await vi.advanceTimersByTimeAsync(40);
    expect(await passed).toBe(false);
    // The row's middle (1530) to the screen's middle (300): 1230 px, beyond 80 px steps in 300 ms.
    await vi.advanceTimersByTimeAsync(300);
    expect(window.scrollY).toBe(1230);
    expect(positions.length).toBeLessThanOrEqual(15);
    expect(positions[0]).toBe(82);
    spy.mockRestore();
  });

  it('jumps straight there for a buyer who asked for reduced motion', async () => {
    invalidPage();
    const media = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    const passed = validatePage(failing);
    await vi.advanceTimersByTimeAsync(40);
    expect(await passed).toBe(false);
    expect(window.scrollY).toBe(1230);
    media.mockRestore();
  });
});
