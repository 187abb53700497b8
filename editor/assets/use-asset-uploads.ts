import { App } from 'antd';
import { useCallback, useState } from 'react';
import type { EditorAsset } from '../../schema/api/editor/editor-asset';
import type { EditorApiClient } from '../api/editor-api-client';
import { apiErrorText } from '../app/api-error-text';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { ASSET_MESSAGES } from '../i18n/messages/assets';
import { useMessages } from '../i18n/use-messages';
import { uploadAssetFile } from './upload-asset-file';

/** Uploads files one after another and tells the operator how each went; `uploading` while it runs. */
export function useAssetUploads(api: EditorApiClient, onUploaded: (assets: readonly EditorAsset[]) => void) {
  const { message } = App.useApp();
  const messages = useMessages(ASSET_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      setUploading(true);
      const uploaded: EditorAsset[] = [];
      try {
        for (const file of files) {
          const result = await uploadAssetFile(api, file);
          const name = file.name;
          if (result.ok) {
            uploaded.push(result.value.asset);
            void message.success(formatMessage(result.value.duplicate ? messages.uploadedDuplicate : messages.uploaded, { name }));
          } else {
            const reason = 'tooLarge' in result ? messages.uploadLimits : apiErrorText(result.error, appMessages);
            void message.error(formatMessage(messages.uploadFailed, { name, reason }));
          }
        }
      } finally {
        setUploading(false);
      }
      if (uploaded.length > 0) onUploaded(uploaded);
    },
    [api, message, messages, appMessages, onUploaded],
  );
  return { upload, uploading };
}
