import { Button, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SUPERVISION_INITIAL_CHECK_MS } from '../../../shared/constants';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useCountdown } from '../shared/timing/use-countdown';
import { canShowBubble, isScrolledToEnd, readingBlockReason, supervisionCountdownSeconds } from './supervision-reading';
import { SupervisionTabContent, type SupervisionTab } from './supervision-tab-content';
import { recordMoment } from '../../recording/recording-moments';

/** What one reading pane needs; the popup remounts it per tab so every tab starts its own count. */
export interface SupervisionReadingPaneProps {
  readonly tab: SupervisionTab;
  readonly tabCount: number;
  /** A tab read before (or a popup reopened after confirming): no countdown, no scrolling asked. */
  readonly alreadyRead: boolean;
  readonly buttonText: string;
  readonly bubbleText: string;
  readonly bubbleDelaySeconds: number;
  readonly onDone: () => void;
}

/**
 * One tab's text in a scroll box with the next / confirm button under it. The button unlocks when the
 * countdown has run out and the text was scrolled to its end; tapping it earlier says which is missing.
 */
export function SupervisionReadingPane(props: SupervisionReadingPaneProps) {
  const { tab, tabCount, alreadyRead } = props;
  const secondsLeft = useCountdown(alreadyRead ? 0 : supervisionCountdownSeconds(tabCount), true);
  const [scrolledToEnd, setScrolledToEnd] = useState(alreadyRead);
  const [bubble, setBubble] = useState({ visible: false, shown: 0 });
  const boxRef = useRef<HTMLDivElement>(null);
  // When this tab was put before the buyer: the recording says how long they read it.
  const shownAt = useRef(Date.now());
  useEffect(() => {
    if (!alreadyRead) recordMoment({ kind: 'terms-shown', title: tab.title });
  }, [alreadyRead, tab.title]);
  const done = () => {
    if (!alreadyRead) recordMoment({ kind: 'notice-read', title: tab.title, seconds: Math.round((Date.now() - shownAt.current) / 1000) });
    props.onDone();
  };

  const checkEnd = useCallback(() => {
    const box = boxRef.current;
    if (box && isScrolledToEnd(box)) setScrolledToEnd(true);
  }, []);

  const showBubble = useCallback(() => {
    setBubble((current) => (canShowBubble(current.shown) ? { visible: true, shown: current.shown + 1 } : current));
  }, []);

  // The first check waits 2 s so the text (and any image) has laid out; a short text then counts as read.
  useEffect(() => {
    const timer = window.setTimeout(checkEnd, SUPERVISION_INITIAL_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [checkEnd]);

  // Once per tab on opening; the ref keeps a doubled effect run (StrictMode) from spending both showings.
  const greeted = useRef(false);
  useEffect(() => {
    if (alreadyRead || greeted.current) return;
    greeted.current = true;
    showBubble();
  }, [alreadyRead, showBubble]);

  useEffect(() => {
    if (!bubble.visible) return;
    const timer = window.setTimeout(() => setBubble((current) => ({ ...current, visible: false })), props.bubbleDelaySeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [bubble.visible, bubble.shown, props.bubbleDelaySeconds]);

  useEffect(() => {
    if (scrolledToEnd) setBubble((current) => ({ ...current, visible: false }));
  }, [scrolledToEnd]);

  const reason = readingBlockReason({ tabCount, secondsLeft, scrolledToEnd });
  const suffix = secondsLeft > 0 ? SCREEN_MESSAGES.countdownSeconds.replace('{n}', String(secondsLeft)) : '';

  // A disabled button swallows taps, so the wrapper hears them and says what is still missing.
  const onBlockedTap = () => {
    if (reason === undefined) return;
    Toast.show({ content: reason });
    if (!scrolledToEnd) showBubble();
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <div style={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
        <div ref={boxRef} onScroll={checkEnd} data-testid="supervision-scroll" style={{ flex: 1, overflowY: 'auto', padding: '12px 16px', WebkitOverflowScrolling: 'touch' }}>
          <SupervisionTabContent tab={tab} />
        </div>
        {bubble.visible && !scrolledToEnd ? (
          <div role="status" style={{ position: 'absolute', right: 16, bottom: 12, padding: '6px 12px', borderRadius: 16, background: 'rgba(0,0,0,0.72)', color: '#fff', fontSize: 12, pointerEvents: 'none' }}>
            {props.bubbleText}
          </div>
        ) : null}
      </div>
      <div onClick={onBlockedTap} style={{ padding: '8px 16px calc(8px + env(safe-area-inset-bottom))', borderTop: '1px solid #f0f0f0' }}>
        <Button block color="primary" shape="rounded" disabled={reason !== undefined} onClick={done} style={reason === undefined ? undefined : { pointerEvents: 'none' }}>
          {props.buttonText}
          {suffix}
        </Button>
      </div>
    </div>
  );
}
