import { Modal as AdmModal } from 'antd-mobile';
import { useState, type CSSProperties } from 'react';
import { MODAL_DEFAULT_WIDTH } from '../../../shared/constants';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import type { BlockProps } from '../block-props';
import { RichText } from '../shared/content/rich-text';
import { LinkButton } from '../shared/content/link-button';

/**
 * A centred dialog (87% wide unless set) with its HTML content and child modules, opened by tapping
 * its trigger text or on entering the page; 取消 / 确定 both close it.
 */
export default function Modal({ attrs, children }: BlockProps<'modal'>) {
  const [open, setOpen] = useState(attrs.openOn === 'pageEnter');
  const close = () => setOpen(false);
  const width = attrs.width ?? MODAL_DEFAULT_WIDTH;
  const actions = [
    ...(attrs.showCancel === false ? [] : [{ key: 'cancel', text: attrs.cancelText || FLOW_MESSAGES.cancel, onClick: close }]),
    { key: 'confirm', text: attrs.confirmText || FLOW_MESSAGES.confirm, primary: true, onClick: close },
  ];
  return (
    <>
      {attrs.openOn === 'pageEnter' || !attrs.triggerText ? null : (
        <div style={{ padding: '8px 16px' }}>
          <LinkButton onClick={() => setOpen(true)} style={{ fontSize: 14, color: 'var(--adm-color-primary)' }}>
            {attrs.triggerText}
          </LinkButton>
        </div>
      )}
      <AdmModal
        visible={open}
        title={attrs.title}
        forceRender
        style={{ '--min-width': width, '--max-width': width } as CSSProperties}
        content={
          <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
            {attrs.content ? <RichText html={attrs.content} /> : null}
            {children}
          </div>
        }
        actions={actions}
        onClose={close}
      />
    </>
  );
}
