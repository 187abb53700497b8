import { DotLoading, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { toHttps } from '../../../shared/urls/https-url';
import type { BlockProps } from '../block-props';

const DEFAULT_HEIGHT_PX = 600;

/** One micro-app in a frame, with a loading state until the frame reports it has loaded. */
function MicroAppFrame({ url, title, height }: { url: string; title: string; height: number }) {
  const [loading, setLoading] = useState(true);
  return (
    <div style={{ position: 'relative', height }}>
      {loading ? (
        <div role="status" style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'var(--adm-color-weak)', fontSize: 14, background: '#fff' }}>
          {SCREEN_MESSAGES.loading}
          <DotLoading />
        </div>
      ) : null}
      <iframe src={url} title={title} onLoad={() => setLoading(false)} style={{ width: '100%', height: '100%', border: 0, display: 'block' }} />
    </div>
  );
}

/**
 * Tabs whose content is a micro-app loaded by its address in a frame. A tab's frame is created when
 * the tab is first opened and then kept, so switching back does not reload it or lose its scroll.
 */
export default function TabsModule({ attrs }: BlockProps<'tabsModule'>) {
  const tabs = attrs.tabs;
  const first = Math.min(attrs.defaultActiveIndex ?? 0, tabs.length - 1);
  const [active, setActive] = useState(String(Math.max(first, 0)));
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  const height = attrs.height ?? DEFAULT_HEIGHT_PX;
  return (
    <div style={{ margin: '12px 12px 0', background: '#fff', borderRadius: 8, overflow: 'hidden' }}>
      <Tabs
        activeKey={active}
        onChange={(key) => {
          setActive(key);
          setOpened((current) => new Set(current).add(key));
        }}
      >
        {tabs.map((tab, index) => {
          const key = String(index);
          return (
            <Tabs.Tab key={key} title={tab.title} forceRender={opened.has(key)}>
              {opened.has(key) ? <MicroAppFrame url={toHttps(tab.url)} title={tab.title} height={height} /> : null}
            </Tabs.Tab>
          );
        })}
      </Tabs>
    </div>
  );
}
