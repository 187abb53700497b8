// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, renderTemplate, tap, templateOf, wait, withCleanDocument } from '../testing/render-template';

/** Where each section starts in the page (px from the document's top): a laid-out page of three sections. */
const SECTION_TOPS = [1000, 2000, 3000];

/** Anchor tabs over three sections, with the template's defaults left unset (no offset or lock of its own). */
async function renderAnchorTabs() {
  window.scrollTo(0, 0);
  const sections = ['产品亮点', '保障内容', '常见问题'].map((title) => moduleOf('stepsList', { steps: [{ title: `${title}正文` }] }));
  const page = await renderTemplate(templateOf([[moduleOf('anchorTabs', { tabTitles: ['产品亮点', '保障内容', '常见问题'] }, { children: sections })]]));
  const block = page.container.querySelector<HTMLElement>('[data-component="anchorTabs"]')!;
  // happy-dom lays nothing out: each section reports where it would be on screen at the current scroll.
  [...block.querySelectorAll(':scope > div > section')].forEach((section, index) => {
    section.getBoundingClientRect = () => ({ top: SECTION_TOPS[index]! - window.scrollY, bottom: SECTION_TOPS[index]! + 1000 - window.scrollY, left: 0, right: 375, width: 375, height: 1000, x: 0, y: SECTION_TOPS[index]! - window.scrollY, toJSON: () => ({}) });
  });
  return { page, block, highlighted: () => block.querySelector('.adm-tabs-tab-active')?.textContent };
}

/** The buyer scrolls the page to `top`. */
function scrollPageTo(top: number) {
  act(() => {
    window.scrollTo(0, top);
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('anchor tabs', () => {
  withCleanDocument({ fakeTimers: true });

  it('highlights the section whose top has come within 42 px of the top of the screen (under the tabs), a pixel of rounding aside, not one 44 px away', async () => {
    const { page, highlighted } = await renderAnchorTabs();
    expect(highlighted()).toBe('产品亮点');
    scrollPageTo(2000 - 42);
    await wait(1000);
    expect(highlighted()).toBe('保障内容');
    await wait(1000);
    scrollPageTo(3000 - 44);
    await wait(1000);
    expect(highlighted()).toBe('保障内容');
    await wait(1000);
    scrollPageTo(3000 - 43);
    await wait(1000);
    expect(highlighted()).toBe('常见问题');
    page.unmount();
  });

  it('moves the highlight 60 ms after the scroll that brought a section in, not at once', async () => {
    const { page, highlighted } = await renderAnchorTabs();
    scrollPageTo(2000);
    await wait(59);
    expect(highlighted()).toBe('产品亮点');
    await wait(1);
    expect(highlighted()).toBe('保障内容');
    page.unmount();
  });

  it('scrolls a tapped tab\'s section to 42 px below the top and keeps that tab highlighted for 2 s whatever the scroll passes', async () => {
    const { page, block, highlighted } = await renderAnchorTabs();
    tap(byText(block, '.adm-tabs-tab', '常见问题'));
    expect(highlighted()).toBe('常见问题');
    await wait(1000);
    expect(window.scrollY).toBe(3000 - 42);
    // Within the 2 s after the tap the buyer scrolls back to the first section: the highlight holds.
    scrollPageTo(1000);
    await wait(900);
    expect(highlighted()).toBe('常见问题');
    // Past the 2 s, the next scroll moves it.
    await wait(200);
    scrollPageTo(1000);
    await wait(1000);
    expect(highlighted()).toBe('产品亮点');
    page.unmount();
  });
});
