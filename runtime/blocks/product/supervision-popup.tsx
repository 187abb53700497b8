import { Popup, Tabs } from 'antd-mobile';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { BUBBLE_TIP_DEFAULT_DELAY_SECONDS } from '../../../shared/constants';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { holdForReading } from '../../app/reading-hold';
import { useRuntime } from '../../app/runtime-context';
import type { BlockProps } from '../block-props';
import { canOpenTab, isLastTab } from './supervision-reading';
import { SupervisionReadingPane } from './supervision-reading-pane';
import { supervisionReadAtom } from './supervision-read-atom';
import { LinkButton } from '../shared/content/link-button';

/**
 * The regulatory reading popup: it opens by itself until read, tabs are read in order, each behind a
 * countdown and a scroll to the end, and confirming on the last tab marks it read for the session.
 * Afterwards (and in the editor's preview, where forcing it would block editing) a row reopens it.
 */
export default function SupervisionPopup({ module, attrs }: BlockProps<'supervisionPopup'>) {
  const { query } = useRuntime();
  const [readMap, setReadMap] = useAtom(supervisionReadAtom);
  const read = readMap[module.id] === true;
  const [open, setOpen] = useState(() => !read && query.mode !== 'preview');
  const [active, setActive] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const tabs = attrs.tabs;
  const tab = tabs[active];
  const last = isLastTab(active, tabs.length);
  // Queued messages wait while the buyer reads: they would cover the notice and go unseen.
  useEffect(() => (open ? holdForReading() : undefined), [open]);

  const done = () => {
    if (!last) {
      setActive(active + 1);
      setFurthest(Math.max(furthest, active + 1));
      return;
    }
    setReadMap((current) => ({ ...current, [module.id]: true }));
    setOpen(false);
  };

  const reopen = () => {
    setActive(0);
    setOpen(true);
  };

  return (
    <>
      <div style={{ padding: '8px 16px' }}>
        <LinkButton onClick={reopen} style={{ fontSize: 14, color: 'var(--adm-color-primary)' }}>
          {SCREEN_MESSAGES.bookTitle(attrs.title)}
        </LinkButton>
      </div>
      <Popup visible={open} bodyStyle={{ borderRadius: '12px 12px 0 0', height: '75vh', display: 'flex', flexDirection: 'column' }}>
        <div style={{ padding: '14px 16px 4px', textAlign: 'center', fontSize: 16, fontWeight: 600 }}>{attrs.title}</div>
        {tabs.length > 1 ? (
          <Tabs
            style={{ '--content-padding': '0' } as React.CSSProperties}
            activeKey={String(active)}
            onChange={(key) => {
              const index = Number(key);
              if (canOpenTab(index, read ? tabs.length - 1 : furthest)) setActive(index);
            }}
          >
            {tabs.map((item, index) => (
              <Tabs.Tab key={String(index)} title={item.title} disabled={!canOpenTab(index, read ? tabs.length - 1 : furthest)} />
            ))}
          </Tabs>
        ) : null}
        {tab ? (
          <SupervisionReadingPane
            key={active}
            tab={tab}
            tabCount={tabs.length}
            alreadyRead={read || active < furthest}
            buttonText={last ? attrs.confirmText ?? SCREEN_MESSAGES.supervisionConfirm : attrs.nextText ?? SCREEN_MESSAGES.supervisionNext}
            bubbleText={attrs.bubbleTipText ?? SCREEN_MESSAGES.supervisionBubbleTip}
            bubbleDelaySeconds={attrs.bubbleTipDelaySeconds ?? BUBBLE_TIP_DEFAULT_DELAY_SECONDS}
            onDone={done}
          />
        ) : null}
      </Popup>
    </>
  );
}
