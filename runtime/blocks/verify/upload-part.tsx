import { Form, ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useSetAtom } from 'jotai';
import { ERROR_MESSAGES } from '../../../shared/messages/errors';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { useRuntime } from '../../app/runtime-context';
import { imageFileToDataUrl } from '../../order-flow/image-file';
import { uploadImage } from '../../order-flow/upload-image';
import { filesAtom } from '../../state/flow-atoms';

/** One group of images to upload: ID sides, a photo, other papers. */
export interface UploadPartProps {
  /** Where the addresses go: the form field path and the files slot of the flow. */
  readonly name: readonly (string | number)[];
  readonly slot: string;
  readonly title: string;
  readonly maxCount: number;
  readonly required: boolean;
  readonly tip?: string | undefined;
  /** Captions under each slot, in order (人像面, 国徽面). */
  readonly captions?: readonly string[];
}

/** The image list as antd-mobile's uploader holds it; the form stores only the addresses. */
function UploadList({ value, onChange, maxCount, upload, captions }: {
  value?: readonly string[];
  onChange?: (urls: string[]) => void;
  maxCount: number;
  upload: (file: File) => Promise<ImageUploadItem>;
  captions?: readonly string[] | undefined;
}) {
  const items: ImageUploadItem[] = (value ?? []).map((url) => ({ url }));
  const next = captions?.[items.length];
  return (
    <div>
      <ImageUploader
        value={items}
        onChange={(list) => onChange?.(list.map((item) => item.url))}
        upload={upload}
        maxCount={maxCount}
        accept="image/*"
        preview
        // A refused upload leaves no tile: a failed one looks like a kept photo and takes a slot.
        showFailed={false}
      />
      {next ? <div style={{ fontSize: 12, color: 'var(--adm-color-weak)', marginTop: 4 }}>{next}</div> : null}
    </div>
  );
}

/**
 * One upload group in the page form: each chosen photo is scaled down, uploaded with `uploadImage`
 * (图片上传失败! when it fails) and kept by address both in the form and in the flow's files, so a
 * reload or the order submission finds it. The count is capped by the group's limit.
 */
export function UploadPart({ name, slot, title, maxCount, required, tip, captions }: UploadPartProps) {
  const { api } = useRuntime();
  const setFiles = useSetAtom(filesAtom);

  async function upload(file: File): Promise<ImageUploadItem> {
    const dataUrl = await imageFileToDataUrl(file);
    const uploaded = await uploadImage(api, dataUrl, file.name);
    // Rejecting marks the tile failed (the buyer may delete it and choose again), and keeps its address
    // out of the form; the buyer has been told why.
    if (!uploaded) throw new Error(ERROR_MESSAGES.uploadFailed);
    return { url: uploaded.url };
  }

  return (
    <Form.Item
      name={[...name]}
      label={title}
      required={required}
      layout="vertical"
      validateTrigger={[]}
      help={tip}
      rules={[{ validator: async (_rule, value: unknown) => {
        if (required && (!Array.isArray(value) || value.length === 0)) throw new Error(ORDER_MESSAGES.uploadRequired(title));
      } }]}
      getValueFromEvent={(urls: string[]) => {
        setFiles((files) => ({ ...files, [slot]: urls }));
        return urls;
      }}
    >
      <UploadList maxCount={maxCount} upload={upload} captions={captions} />
    </Form.Item>
  );
}
