import { Button, Toast } from 'antd-mobile';
import { useSetAtom } from 'jotai';
import { useState, type CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Signature } from '../../../schema/entities/signature';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { useRuntime } from '../../app/runtime-context';
import { isBlankSignature } from '../../order-flow/signature-strokes';
import { signatureSlot, uploadImage } from '../../order-flow/upload-image';
import { useSignatureCanvas } from '../../order-flow/use-signature-canvas';
import { filesAtom, signaturesAtom } from '../../state/flow-atoms';
import { recordMoment } from '../../recording/recording-moments';

const COLOR = /^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;

const BACK_BUTTON: CSSProperties = { display: 'flex', alignItems: 'center', minWidth: 44, minHeight: 44, padding: 0, border: 0, background: 'none', color: 'var(--adm-color-text)', cursor: 'pointer' };

/**
 * `/signBoard?from=1|2`: the agent (1) or the holder (2) signs on a signature_pad board with a finger
 * or a mouse. The drawing is uploaded as an image; the image and the strokes it was drawn from are kept
 * for the flow (a signature is evidence), and the buyer goes back to the page that sent them, where
 * the signature block shows it. A board with nothing written on it (or only a tap) is refused.
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
  const setSignatures = useSetAtom(signaturesAtom);
  const [saving, setSaving] = useState(false);
  const title = search.get('title') || (from === '1' ? ORDER_MESSAGES.agentSignTitle : ORDER_MESSAGES.holderSignTitle);

  async function confirm() {
    const strokes = canvas.strokes();
    const size = canvas.size();
    const dataUrl = isBlankSignature(strokes) ? undefined : canvas.toDataUrl(type);
    if (!dataUrl || !size) {
      Toast.show({ content: ORDER_MESSAGES.signatureEmpty });
      return;
    }
    setSaving(true);
    const slot = signatureSlot(from);
    const uploaded = await uploadImage(api, dataUrl, `${slot}.${type}`);
    setSaving(false);
    if (!uploaded) return;
    const signature: Signature = { fileId: uploaded.fileId, url: uploaded.url, imageType: type, ...size, signedAt: Date.now(), strokes };
    setFiles((files) => ({ ...files, [slot]: [uploaded.url] }));
    setSignatures((signatures) => ({ ...signatures, [slot]: signature }));
    recordMoment({ kind: 'signature-drawn', who: title, image: uploaded.url });
    navigate(-1);
  }

  return (
    <main style={{ display: 'flex', flexDirection: 'column', height: '100vh', background: '#f5f5f5' }}>
      <header style={{ display: 'flex', alignItems: 'center', height: 45, padding: '0 12px', whiteSpace: 'nowrap' }}>
        <div style={{ flex: 1 }}>
          {/* A real button named 返回: antd-mobile's NavBar wraps its back arrow in a nameless, unfocusable role=button. */}
          <button type="button" aria-label={ORDER_MESSAGES.signBack} onClick={() => navigate(-1)} style={BACK_BUTTON}>
            <svg aria-hidden width="24" height="24" viewBox="0 0 24 24">
              <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
        <h1 style={{ flex: 'auto', margin: 0, fontSize: 18, fontWeight: 400, textAlign: 'center', overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</h1>
        <div style={{ flex: 1 }} />
      </header>
      <div style={{ position: 'relative', flex: 1, margin: 12, background: '#fff', borderRadius: 8, border: '1px dashed #ccc' }}>
        <canvas
          ref={canvas.ref}
          aria-label={title}
          data-testid="signature-canvas"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', borderRadius: 8, touchAction: 'none', display: 'block' }}
        />
        {/* The hint lies over the board, which paints its own white ground, and lets touches through. */}
        {canvas.hasInk ? null : (
          <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'var(--adm-color-weak)', fontSize: 20, pointerEvents: 'none' }}>
            {ORDER_MESSAGES.signHere}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', gap: 12, padding: '0 12px calc(12px + env(safe-area-inset-bottom))' }}>
        <Button block onClick={canvas.clear} disabled={saving}>
          {search.get('clearText') || ORDER_MESSAGES.clearSignature}
        </Button>
        <Button block color="primary" loading={saving} onClick={() => void confirm()}>
          {search.get('confirmText') || ORDER_MESSAGES.confirmSignature}
        </Button>
      </div>
    </main>
  );
}
