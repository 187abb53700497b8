import { Button, Space } from 'antd';
import { useState } from 'react';
import { ASSET_MESSAGES } from '../i18n/messages/assets';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { ControlProps } from '../properties/control-props';
import { defaultHint } from '../properties/default-hint';
import { TypedInput } from '../properties/typed-input';
import { AssetLibraryModal } from './asset-library-modal';
import { assetPreviewUrl } from './asset-preview-url';

/**
 * An image address: typed (any HTTPS image host), or chosen from the tenant's asset library, where
 * images are uploaded too. A thumbnail shows what the field holds.
 */
export function ImageControl({ control, value, id, invalid, onChange }: ControlProps<'image'>) {
  const messages = useMessages(ASSET_MESSAGES);
  const propertyMessages = useMessages(PROPERTIES_MESSAGES);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const url = typeof value === 'string' ? value : '';
  const preview = assetPreviewUrl(url);
  const hint = defaultHint(control.defaultValue, propertyMessages.defaultHint);
  return (
    <div data-image-field="">
      <Space.Compact block>
        <TypedInput
          id={id}
          value={url}
          status={invalid ? 'error' : undefined}
          placeholder={hint}
          data-operator-content={hint === undefined ? undefined : ''}
          onType={(text) => onChange(text === '' && !control.required ? undefined : text, 'typing')}
        />
        <Button onClick={() => setLibraryOpen(true)}>
          {messages.chooseFromLibrary}
        </Button>
      </Space.Compact>
      {preview ? (
        <img
          src={preview}
          alt={messages.thumbnailAlt}
          data-image-preview=""
          style={{ display: 'block', marginTop: 6, maxWidth: '100%', maxHeight: 72, borderRadius: 4, background: '#f5f5f5', objectFit: 'contain' }}
        />
      ) : null}
      <AssetLibraryModal
        open={libraryOpen}
        currentUrl={url}
        onClose={() => setLibraryOpen(false)}
        onPick={(asset) => {
          onChange(asset.url, 'discrete');
          setLibraryOpen(false);
        }}
      />
    </div>
  );
}
