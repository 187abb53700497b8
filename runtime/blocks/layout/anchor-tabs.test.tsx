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

  it('scrolls to a tapped tab\'s section in steps of 80 px every 20 ms, a long way in larger steps ending within 300 ms', async () => {
    const { page, block } = await renderAnchorTabs();
    const positions: number[] = [];
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((x: number, y: number) => {
      positions.push(y);
      scrollTo(x, y);
    }) as typeof window.scrollTo;
    // 0 to 2958 is too far for 80 px steps in 300 ms: 15 equal steps fill the 300 ms.
    tap(byText(block, '.adm-tabs-tab', '常见问题'));
    await wait(19);
    expect(positions).toEqual([]);
    await wait(280);
    expect(window.scrollY).toBeLessThan(3000 - 42);
    await wait(1);
    expect(window.scrollY).toBe(3000 - 42);
    expect(positions).toHaveLength(15);
    positions.length = 0;
    // 2958 back to 1958: 80 px every 20 ms, the last step shorter.
    tap(byText(block, '.adm-tabs-tab', '保障内容'));
    await wait(1000);
    expect(positions).toEqual([2878, 2798, 2718, 2638, 2558, 2478, 2398, 2318, 2238, 2158, 2078, 1998, 1958]);
    window.scrollTo = scrollTo;
    page.unmount();
  });

  it('moves the highlight along while a long scroll lasts, measuring the sections at most once per 100 ms', async () => {
    const { page, block, highlighted } = await renderAnchorTabs();
    const section = block.querySelector<HTMLElement>(':scope > div > section')!;
    const measure = section.getBoundingClientRect.bind(section);
    let measured = 0;
    section.getBoundingClientRect = () => {
      measured += 1;
      return measure();
    };
    // A fling: a scroll event every 10 ms, 20 px each, for 1.5 s (0 to 3000 px).
    const seen: (string | null | undefined)[] = [];
    for (let tick = 0; tick < 150; tick += 1) {
      scrollPageTo(tick * 20);
      await wait(10);
      if (tick === 109) seen.push(highlighted());
    }
    // Still scrolling, 1.1 s in, past the second section's top: its tab is already lit.
    expect(seen).toEqual(['保障内容']);
    await wait(1000);
    expect(highlighted()).toBe('常见问题');
    // 1.5 s of events: once at 0, 100, ... 1400 ms and once for the last ones, not 150 times.
    expect(measured).toBeLessThanOrEqual(16);
    page.unmount();
  });

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
