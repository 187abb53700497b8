import { Tabs } from 'antd-mobile';
import { Children, useEffect, useRef, useState } from 'react';
import { ANCHOR_TAB_LOCK_AFTER_CLICK_MS, ANCHOR_TAB_OFFSET_PX, SCROLL_THROTTLE_MS, SECTION_SCROLL_DEBOUNCE_MS } from '../../../shared/constants';
import { smoothScrollToElement } from '../../scroll/smooth-scroll';
import { throttle } from '../../scroll/throttle';
import type { BlockProps } from '../block-props';
import { activeSectionIndex } from './anchor-section';

/**
 * Sticky tabs over the child modules (child n is the section of tab n): the tab of the section in
 * view is highlighted as the page scrolls, and tapping a tab scrolls its section under the tabs.
 * After a tap the highlight is locked for a while, so the smooth scroll passing other sections does
 * not make the tabs flicker.
 */
export default function AnchorTabs({ attrs, children }: BlockProps<'anchorTabs'>) {
  const sections = Children.toArray(children);
  const titles = sections.length > 0 ? attrs.tabTitles.slice(0, sections.length) : attrs.tabTitles;
  const offset = attrs.offsetPx ?? ANCHOR_TAB_OFFSET_PX;
  const lockMs = attrs.lockAfterClickSeconds === undefined ? ANCHOR_TAB_LOCK_AFTER_CLICK_MS : attrs.lockAfterClickSeconds * 1000;
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLElement | null)[]>([]);
  const lockedUntil = useRef(0);

  useEffect(() => {
    let timer: number | undefined;
    // Scroll events are throttled (spec: 100 ms); the sections are measured once the layout has
    // settled after the last throttled event (spec: section scroll debounce 60 ms).
    const onScroll = throttle(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (Date.now() < lockedUntil.current) return;
        const tops = refs.current.slice(0, titles.length).map((el) => (el ? el.getBoundingClientRect().top : Number.POSITIVE_INFINITY));
        setActive(activeSectionIndex(tops, offset));
      }, SECTION_SCROLL_DEBOUNCE_MS);
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
      window.clearTimeout(timer);
    };
  }, [offset, titles.length]);

  function goTo(index: number) {
    setActive(index);
    lockedUntil.current = Date.now() + lockMs;
    const el = refs.current[index];
    if (el) smoothScrollToElement(el, 'start', offset);
  }

  return (
    <div>
      <div style={{ position: 'sticky', top: 0, zIndex: 10, background: '#fff' }}>
        <Tabs activeKey={String(active)} onChange={(key) => goTo(Number(key))} stretch={titles.length <= 4}>
          {titles.map((title, index) => (
            <Tabs.Tab key={String(index)} title={title} />
          ))}
        </Tabs>
      </div>
      {sections.map((section, index) => (
        <section
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
        >
          {section}
        </section>
      ))}
    </div>
  );
}
