import { Button, Card, Tooltip, Typography } from 'antd';
import type { EditorAsset } from '../../schema/api/editor/editor-asset';
import { formatMessage } from '../i18n/message-catalogue';
import { ASSET_MESSAGES } from '../i18n/messages/assets';
import { useMessages } from '../i18n/use-messages';

interface AssetCardProps {
  readonly asset: EditorAsset;
  /** The asset the field holds now, or the one just uploaded. */
  readonly highlighted: boolean;
  readonly onPick: (asset: EditorAsset) => void;
}

/** One image of the library: its thumbnail, name and size; clicking it (or 使用) puts it in the field. */
export function AssetCard({ asset, highlighted, onPick }: AssetCardProps) {
  const messages = useMessages(ASSET_MESSAGES);
  const name = asset.name || (asset.origin === 'template' ? messages.fromTemplate : asset.id.slice(0, 8));
  return (
    <Card
      size="small"
      hoverable
      data-asset-id={asset.id}
      style={highlighted ? { borderColor: '#1677ff', boxShadow: '0 0 0 1px #1677ff' } : undefined}
      onClick={() => onPick(asset)}
      cover={
        <div style={{ height: 110, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5' }}>
          <img src={asset.thumbnailUrl} alt={name} loading="lazy" style={{ maxWidth: '100%', maxHeight: 110, objectFit: 'contain' }} />
        </div>
      }
    >
      <Tooltip title={name}>
        <Typography.Text ellipsis style={{ display: 'block' }} data-operator-content="">
          {name}
        </Typography.Text>
      </Tooltip>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatMessage(messages.size, { width: asset.width, height: asset.height, kilobytes: Math.max(1, Math.round(asset.byteSize / 1024)) })}
      </Typography.Text>
      <Button
        size="small"
        type={highlighted ? 'primary' : 'default'}
        block
        style={{ marginTop: 6 }}
        onClick={(event) => {
          event.stopPropagation();
          onPick(asset);
        }}
      >
        {messages.use}
      </Button>
    </Card>
  );
}
