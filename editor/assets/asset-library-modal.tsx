import { Alert, Empty, Input, Modal, Pagination, Spin, Typography, Upload } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { parseAssetUrl } from '../../schema/assets/asset-url';
import type { EditorAsset } from '../../schema/api/editor/editor-asset';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { editorTenantAtom } from '../app/editor-tenant-atom';
import { useEditorApi } from '../app/use-editor-api';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { ASSET_MESSAGES } from '../i18n/messages/assets';
import { useMessages } from '../i18n/use-messages';
import { AssetCard } from './asset-card';
import { ASSET_ACCEPT } from './upload-asset-file';
import { useAssetUploads } from './use-asset-uploads';
import { usePastedImages } from './use-pasted-images';

const PAGE_SIZE = 12;

interface AssetLibraryModalProps {
  readonly open: boolean;
  /** The address the field holds now: its asset is marked in the grid. */
  readonly currentUrl: string;
  readonly onPick: (asset: EditorAsset) => void;
  readonly onClose: () => void;
}

/**
 * The tenant's asset library: search by name, newest first, a page of thumbnails at a time; images
 * are added by dropping them on the upload area, choosing files, or pasting (Ctrl+V) while it is open.
 * Picking an image puts its address in the field and closes the library.
 */
export function AssetLibraryModal({ open, currentUrl, onPick, onClose }: AssetLibraryModalProps) {
  const messages = useMessages(ASSET_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const tenant = useAtomValue(editorTenantAtom);
  const api = useEditorApi(tenant);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [justUploaded, setJustUploaded] = useState<readonly string[]>([]);
  const [assets, reload] = useApiResource(`assets/${tenant}/${open ? 'open' : 'closed'}/${search}/${page}`, (signal) =>
    open ? api.listAssets({ query: { q: search, page, pageSize: PAGE_SIZE }, signal }) : Promise.resolve({ ok: true as const, value: { items: [], total: 0, page: 1, pageSize: PAGE_SIZE } }),
  );
  const onUploaded = useCallback(
    (uploaded: readonly EditorAsset[]) => {
      setJustUploaded(uploaded.map((asset) => asset.id));
      // The new images are the newest: show them on the first page, unfiltered.
      if (search === '' && page === 1) reload();
      setSearch('');
      setPage(1);
    },
    [reload, search, page],
  );
  const { upload, uploading } = useAssetUploads(api, onUploaded);
  usePastedImages(open, (files) => void upload(files));
  const current = parseAssetUrl(currentUrl)?.id;

  return (
    <Modal open={open} title={messages.libraryTitle} width={760} footer={null} onCancel={onClose} destroyOnHidden>
      <Upload.Dragger
        accept={ASSET_ACCEPT}
        multiple
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file, batch) => {
          // antd calls this once per file with the whole batch: upload the batch once, from its first file.
          if (file === batch[0]) void upload(batch);
          return false;
        }}
      >
        <p className="ant-upload-text">{messages.uploadHint}</p>
        <p className="ant-upload-hint">{messages.uploadLimits}</p>
      </Upload.Dragger>
      <Input.Search
        allowClear
        placeholder={messages.searchPlaceholder}
        aria-label={messages.searchPlaceholder}
        style={{ margin: '16px 0' }}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
      />
      <Spin spinning={uploading || assets.status === 'loading'}>
        {assets.status === 'failed' ? (
          <Alert type="error" showIcon title={formatMessage(messages.loadFailed, { reason: apiErrorText(assets.error, appMessages) })} />
        ) : assets.status === 'ready' && assets.value.items.length === 0 ? (
          <Empty description={search === '' ? messages.empty : formatMessage(messages.noMatch, { q: search })} />
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 12, minHeight: 120 }} role="list" aria-label={messages.libraryTitle}>
            {(assets.status === 'ready' ? assets.value.items : []).map((asset) => (
              <div role="listitem" key={asset.id}>
                <AssetCard asset={asset} highlighted={asset.id === current || justUploaded.includes(asset.id)} onPick={onPick} />
              </div>
            ))}
          </div>
        )}
      </Spin>
      {assets.status === 'ready' && assets.value.total > PAGE_SIZE ? (
        <Pagination style={{ marginTop: 16, textAlign: 'right' }} size="small" current={page} pageSize={PAGE_SIZE} total={assets.value.total} showSizeChanger={false} onChange={setPage} />
      ) : null}
      {assets.status === 'ready' ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {formatMessage(messages.total, { total: assets.value.total })}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
