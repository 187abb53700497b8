import { Button, NavBar, Toast } from 'antd-mobile';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { useRuntime } from '../../app/runtime-context';
import { signatureSlot, uploadImage } from '../../order-flow/upload-image';
import { useSignatureCanvas } from '../../order-flow/use-signature-canvas';
import { filesAtom } from '../../state/flow-atoms';

const COLOR = /^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;

/**
 * `/signBoard?from=1|2`: the agent (1) or the holder (2) signs on a canvas with a finger or a mouse;
 * the drawing is uploaded as an image, kept in the files of the flow, and the buyer goes back to the
 * page that sent them, where the signature block shows it.
 */
export default function SignBoardRoute() {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const from = search.get('from') === '1' ? '1' : '2';
  const pen = search.get('penColor') ?? '';
  const type = search.get('imageType') === 'jpeg' ? 'jpeg' : 'png';
  const canvas = useSignatureCanvas(COLOR.test(pen) ? pen : '#000000');
  const setFiles = useSetAtom(filesAtom);
  const [saving, setSaving] = useState(false);
  const title = search.get('title') || (from === '1' ? ORDER_MESSAGES.agentSignTitle : ORDER_MESSAGES.holderSignTitle);

  async function confirm() {
    const dataUrl = canvas.hasInk ? canvas.toDataUrl(type) : undefined;
    if (!dataUrl) {
      Toast.show({ content: ORDER_MESSAGES.signatureEmpty });
      return;
    }
    setSaving(true);
    const uploaded = await uploadImage(api, dataUrl, `${signatureSlot(from)}.${type}`);
    setSaving(false);
    if (!uploaded) return;
    setFiles((files) => ({ ...files, [signatureSlot(from)]: [uploaded.url] }));
    navigate(-1);
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh', background: '#f5f5f5' }}>
      <NavBar onBack={() => navigate(-1)}>{title}</NavBar>
      <div style={{ position: 'relative', flex: 1, margin: 12, background: '#fff', borderRadius: 8, border: '1px dashed #ccc' }}>
        {canvas.hasInk ? null : (
          <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#bbb', fontSize: 20, pointerEvents: 'none' }}>
            {ORDER_MESSAGES.signHere}
          </div>
        )}
        <canvas
          ref={canvas.ref}
          aria-label={title}
          data-testid="signature-canvas"
          style={{ width: '100%', height: '100%', touchAction: 'none', display: 'block' }}
          {...canvas.handlers}
        />
      </div>
      <div style={{ display: 'flex', gap: 12, padding: '0 12px calc(12px + env(safe-area-inset-bottom))' }}>
        <Button block onClick={canvas.clear} disabled={saving}>
          {search.get('clearText') || ORDER_MESSAGES.clearSignature}
        </Button>
        <Button block color="primary" loading={saving} onClick={() => void confirm()}>
          {search.get('confirmText') || ORDER_MESSAGES.confirmSignature}
        </Button>
      </div>
    </div>
  );
}
