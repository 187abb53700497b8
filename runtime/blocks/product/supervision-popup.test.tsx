// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, renderTemplate, templateOf, wait, withCleanDocument } from '../testing/render-template';

const SUPERVISION = moduleOf('supervisionPopup', { title: '重要提示', tabs: [{ title: '投保须知', content: '<p>请您仔细阅读投保须知。</p>' }] });
const bubble = () => [...document.querySelectorAll('[role="status"]')].find((element) => element.textContent === '请滑动阅读全部内容');
const confirm = () => [...document.querySelectorAll<HTMLButtonElement>('.adm-popup button')].find((button) => button.textContent?.startsWith('我已阅读并同意'))!;

/** Gives the reading box a layout: `scrollHeight` px of text in a box `clientHeight` px high. */
function layOut(scrollHeight: number, clientHeight: number) {
  const box = document.querySelector<HTMLElement>('[data-testid="supervision-scroll"]')!;
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: clientHeight });
}

describe('the supervision popup\'s first reading check', () => {
  withCleanDocument({ fakeTimers: true });

  it('counts a text that fits its box as read 2 s after opening: the scroll hint goes and the button unlocks after the 5 s countdown', async () => {
    const page = await renderTemplate(templateOf([[SUPERVISION]]));
    layOut(300, 500);
    expect(bubble()).toBeDefined();
    expect(confirm().disabled).toBe(true);
    await wait(1999);
    expect(bubble()).toBeDefined();
    await wait(1);
    expect(bubble()).toBeUndefined();
    await wait(3000);
    expect(confirm().disabled).toBe(false);
    expect(confirm().textContent).toBe('我已阅读并同意');
    page.unmount();
  });

  it('still asks a text longer than its box to be scrolled after that check and after the countdown', async () => {
    const page = await renderTemplate(templateOf([[SUPERVISION]]));
    layOut(2000, 500);
    await wait(5000);
    expect(confirm().disabled).toBe(true);
    page.unmount();
  });
});
