import { List } from 'antd-mobile';
import { DEFAULT_UPLOAD_MAX } from '../../../shared/constants';
import { useFieldPath } from '../../template/form-scope';
import type { BlockProps } from '../block-props';
import { UploadPart } from './upload-part';

/** Other papers to upload (spec section 5): up to 20 images unless the template allows fewer. */
export default function ImageUpload({ module, attrs }: BlockProps<'imageUpload'>) {
  const name = useFieldPath(module.formKey ?? 'images');
  return (
    <List style={{ marginTop: 12 }}>
      <UploadPart
        name={name}
        slot={module.id}
        title={attrs.title ?? module.label}
        maxCount={Math.min(attrs.maxCount ?? DEFAULT_UPLOAD_MAX, DEFAULT_UPLOAD_MAX)}
        required={attrs.required === true}
        tip={attrs.tip}
      />
    </List>
  );
}
