import { List } from 'antd-mobile';
import { ID_PHOTO_UPLOAD_MAX, PHOTO_UPLOAD_MAX, SIGNATURE_UPLOAD_MAX } from '../../../shared/constants';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { useFieldPath } from '../../template/form-scope';
import type { BlockProps } from '../block-props';
import { UploadPart } from './upload-part';

/**
 * ID images (spec section 5): the two sides of the ID card, one photo of the person and one signature
 * image, each part shown, limited and required as configured, never above the spec's ceilings.
 */
export default function IdPhotoUpload({ module, attrs }: BlockProps<'idPhotoUpload'>) {
  const base = useFieldPath(module.formKey ?? 'idPhoto');
  const parts = [
    { key: 'idCard', part: attrs.idCard, ceiling: ID_PHOTO_UPLOAD_MAX, captions: [ORDER_MESSAGES.idCardFront, ORDER_MESSAGES.idCardBack] },
    { key: 'photo', part: attrs.photo, ceiling: PHOTO_UPLOAD_MAX, captions: undefined },
    { key: 'signatureImage', part: attrs.signature, ceiling: SIGNATURE_UPLOAD_MAX, captions: undefined },
  ];
  return (
    <List header={attrs.title ?? module.label} style={{ marginTop: 12 }}>
      {parts
        .filter(({ part }) => part.show)
        .map(({ key, part, ceiling, captions }) => (
          <UploadPart
            key={key}
            name={[...base, key]}
            slot={`${module.id}-${key}`}
            title={part.title}
            maxCount={Math.min(part.maxCount, ceiling)}
            required={part.required === true}
            {...(captions ? { captions } : {})}
          />
        ))}
    </List>
  );
}
