import { Popup as AdmPopup } from 'antd-mobile';
import { useState } from 'react';
import type { BlockProps } from '../block-props';
import { LinkButton } from '../shared/content/link-button';

/** A tappable text that opens its child modules in a bottom panel. */
export default function Popup({ attrs, children }: BlockProps<'popup'>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div style={{ padding: '8px 16px' }}>
      <LinkButton onClick={() => setOpen(true)} style={{ fontSize: 14, color: 'var(--adm-color-primary)' }}>
        {attrs.triggerText}
      </LinkButton>
      <AdmPopup
        visible={open}
        onClose={close}
        showCloseButton={attrs.showCloseButton ?? true}
        {...(attrs.closeOnMaskClick === false ? {} : { onMaskClick: close })}
        // Children stay mounted while closed so form fields inside keep their values and rules.
        forceRender
        bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: `${attrs.maxHeightPercent ?? 70}vh`, display: 'flex', flexDirection: 'column' }}
      >
        <div style={{ padding: 16, textAlign: 'center', fontSize: 16, fontWeight: 600, minHeight: 22 }}>{attrs.title ?? ''}</div>
        <div style={{ flex: 1, overflowY: 'auto', paddingBottom: 16 }}>{children}</div>
      </AdmPopup>
    </div>
  );
}
