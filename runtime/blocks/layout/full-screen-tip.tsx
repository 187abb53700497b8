import { Button, Mask } from 'antd-mobile';
import { useState } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { BlockProps } from '../block-props';
import { fillCount } from './fill-count';
import { RichText } from '../shared/content/rich-text';
import { useCountdown } from '../shared/timing/use-countdown';

/** A full-screen notice on entering the page; its button unlocks after a countdown in seconds. */
export default function FullScreenTip({ attrs }: BlockProps<'fullScreenTip'>) {
  const [open, setOpen] = useState(true);
  const left = useCountdown(attrs.countdownSeconds, open);
  const text = attrs.buttonText || SCREEN_MESSAGES.tipDismiss;
  return (
    <Mask visible={open} opacity={0.7} disableBodyScroll>
      <div role="dialog" aria-modal aria-label={attrs.title} style={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column', background: '#fff' }}>
        <h2 style={{ margin: 0, padding: '20px 16px 12px', textAlign: 'center', fontSize: 18 }}>{attrs.title}</h2>
        <div style={{ flex: 1, overflowY: 'auto', padding: '0 16px' }}>
          <RichText html={attrs.content} />
        </div>
        <div style={{ padding: 16 }}>
          <Button block color="primary" disabled={left > 0} onClick={() => setOpen(false)}>
            {left > 0 ? `${text}${fillCount(SCREEN_MESSAGES.countdownSeconds, left)}` : text}
          </Button>
        </div>
      </div>
    </Mask>
  );
}
