// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, renderTemplate, tap, templateOf, wait, withCleanDocument } from '../testing/render-template';

const TIP = '请滑动阅读全部内容';

/** The bubble tip, when it is on screen. */
const bubble = () => [...document.querySelectorAll('[role="status"]')].find((element) => element.textContent === TIP);

describe('the supervision popup\'s bubble tip', () => {
  withCleanDocument({ fakeTimers: true });

  it('shows on opening, hides after 5 s by default, and shows at most twice on a tab however often the buyer taps too early', async () => {
    // The template sets no delay of its own: the default applies.
    const popup = moduleOf('supervisionPopup', { title: '重要提示', tabs: [{ title: '投保须知', content: '<p>请您仔细阅读投保须知。</p>' }], bubbleTipText: TIP });
    const page = await renderTemplate(templateOf([[popup]]));
    // happy-dom lays nothing out: the text is taller than its box and not scrolled, so it is unread.
    const box = document.querySelector<HTMLElement>('[data-testid="supervision-scroll"]')!;
    Object.defineProperty(box, 'clientHeight', { value: 400 });
    Object.defineProperty(box, 'scrollHeight', { value: 2000 });
    expect(bubble()).toBeDefined();
    await wait(4999);
    expect(bubble()).toBeDefined();
    await wait(1);
    expect(bubble()).toBeUndefined();

    // Tapping the locked button before reading to the end shows it a second time, again for 5 s.
    const button = () => [...document.querySelectorAll('button')].find((element) => element.textContent?.startsWith('我已阅读并同意'))?.parentElement;
    tap(button());
    expect(bubble()).toBeDefined();
    await wait(5000);
    expect(bubble()).toBeUndefined();

    // A third time it stays hidden.
    tap(button());
    await wait(0);
    expect(bubble()).toBeUndefined();
    page.unmount();
  });
});
