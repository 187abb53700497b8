import { Form, Image } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { useSetFields } from '../../form/use-set-fields';
import { signatureSlot } from '../../order-flow/upload-image';
import { filesAtom, signaturesAtom } from '../../state/flow-atoms';
import { useFieldPath } from '../../template/form-scope';
import type { BlockProps } from '../block-props';

/**
 * A signature row: tapping it opens `/signBoard?from=` (1 agent, 2 holder); once signed, the drawn
 * signature is shown and can be redone. The row's form value is the signature (image and strokes), kept
 * in the session's form data, so a required signature stops the page like any other required field.
 */
export default function SignatureBoard({ module, attrs }: BlockProps<'signatureBoard'>) {
  const navigate = useNavigate();
  const setFields = useSetFields();
  const slot = signatureSlot(attrs.from);
  const signature = useAtomValue(signaturesAtom)[slot];
  // An image without strokes was signed before strokes were kept (a session older than this page).
  const storedImage = useAtomValue(filesAtom)[slot]?.[0];
  const url = signature?.url ?? storedImage;
  const name = [...useFieldPath(module.formKey ?? slot)];

  // The path is rebuilt each render from the same form key, so the effect keys on its text.
  const nameKey = JSON.stringify(name);
  const value = signature ?? url;
  useEffect(() => {
    if (value) setFields([[JSON.parse(nameKey) as (string | number)[], value]]);
  }, [value, setFields, nameKey]);

  function open() {
    // The board is its own route; what the template says about it travels in the address.
    const search = new URLSearchParams({
      from: attrs.from,
      imageType: attrs.imageType ?? 'png',
      penColor: attrs.penColor ?? '#000000',
      title: attrs.title || module.label,
      ...(attrs.clearText ? { clearText: attrs.clearText } : {}),
      ...(attrs.confirmText ? { confirmText: attrs.confirmText } : {}),
    });
    navigate(`/signBoard?${search.toString()}`);
  }

  const required = attrs.required !== false;
  return (
    <Form.Item
      name={name}
      label={attrs.title || module.label}
      required={required}
      validateTrigger={[]}
      rules={[{ validator: async (_rule, value: unknown) => {
        if (required && !value) throw new Error(ORDER_MESSAGES.signatureRequired(attrs.title || module.label));
      } }]}
      onClick={open}
      arrow
    >
      <SignaturePreview url={url} title={attrs.title} placeholder={attrs.placeholder} />
    </Form.Item>
  );
}

/** The signed image, or the invitation to sign; the form's value props it is given are not needed. */
function SignaturePreview({ url, title, placeholder }: { url: string | undefined; title: string; placeholder: string | undefined; value?: unknown }) {
  if (!url) return <span style={{ color: 'var(--adm-color-weak)' }}>{placeholder ?? ORDER_MESSAGES.tapToSign}</span>;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Image src={url} alt={title} height={48} fit="contain" style={{ background: '#fafafa', borderRadius: 4 }} />
      <span style={{ color: 'var(--adm-color-primary)', fontSize: 13 }}>{ORDER_MESSAGES.resign}</span>
    </div>
  );
}
