import { Select, Segmented, Space, Typography } from 'antd';
import { FlowWalkButton } from '../flow-walk/flow-walk-button';
import { formatMessage } from '../i18n/message-catalogue';
import { CANVAS_MESSAGES } from '../i18n/messages/canvas';
import { useMessages } from '../i18n/use-messages';
import { PersonaControl } from './persona-control';
import { PREVIEW_DEVICES, PREVIEW_ZOOMS, type PreviewDeviceId } from './preview-devices';
import type { InsureResultStatus } from './preview-session';

export interface CanvasToolbarProps {
  readonly device: PreviewDeviceId;
  readonly zoom: number;
  readonly resultStatus: InsureResultStatus;
  readonly onDeviceChange: (device: PreviewDeviceId) => void;
  readonly onZoomChange: (zoom: number) => void;
  readonly onResultStatusChange: (status: InsureResultStatus) => void;
}

/** The canvas controls: phone size, zoom, which insure result the preview simulates, whom it acts as, and the flow walk. */
export function CanvasToolbar(props: CanvasToolbarProps) {
  const messages = useMessages(CANVAS_MESSAGES);
  return (
    <Space wrap size="middle">
      <Space size="small">
        <Typography.Text type="secondary">{messages.device}</Typography.Text>
        <Select<PreviewDeviceId>
          aria-label={messages.device}
          value={props.device}
          onChange={props.onDeviceChange}
          style={{ width: 120 }}
          options={PREVIEW_DEVICES.map((device) => ({ value: device.id, label: `${device.width} × ${device.height}` }))}
        />
      </Space>
      <Space size="small">
        <Typography.Text type="secondary">{messages.zoom}</Typography.Text>
        <Select<number>
          aria-label={messages.zoom}
          value={props.zoom}
          onChange={props.onZoomChange}
          style={{ width: 90 }}
          options={PREVIEW_ZOOMS.map((zoom) => ({ value: zoom, label: formatMessage(messages.zoomValue, { percent: zoom * 100 }) }))}
        />
      </Space>
      <Space size="small">
        <Typography.Text type="secondary">{messages.resultStatus}</Typography.Text>
        <Segmented<InsureResultStatus>
          aria-label={messages.resultStatus}
          value={props.resultStatus}
          onChange={props.onResultStatusChange}
          options={[
            { value: 0, label: messages.resultSuccess },
            { value: 1, label: messages.resultFailure },
          ]}
        />
      </Space>
      <PersonaControl />
      <FlowWalkButton />
    </Space>
  );
}
