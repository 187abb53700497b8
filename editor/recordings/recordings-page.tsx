import { Button, Card, DatePicker, Drawer, Form, Input, Result, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { RecordingSearchQuery, RecordingSummaryView } from '../../schema/api/editor/editor-recording';
import type { EditorApiError } from '../api/editor-api-error';
import { editorTenantAtom } from '../app/editor-tenant-atom';
import { Heading } from '../app/heading';
import { LoadFailedAlert } from '../app/load-failed-alert';
import { useEditorApi } from '../app/use-editor-api';
import { APP_MESSAGES } from '../i18n/messages/app';
import { RECORDING_MESSAGES } from '../i18n/messages/recordings';
import { useMessages } from '../i18n/use-messages';
import { useCan } from '../session/use-can';
import { RecordingPlayer } from './recording-player';

interface SearchForm {
  readonly orderNo?: string;
  readonly phone?: string;
  readonly started?: [Dayjs | null, Dayjs | null] | null;
}

type Found = { readonly status: 'idle' } | { readonly status: 'loading' } | { readonly status: 'ready'; readonly recordings: RecordingSummaryView[] } | { readonly status: 'failed'; readonly error: EditorApiError };

/** The search's query from the form: the criteria filled in, the date range as instants (the end day included). */
function queryOf(form: SearchForm): RecordingSearchQuery {
  const [from, to] = form.started ?? [null, null];
  return {
    ...(form.orderNo?.trim() ? { orderNo: form.orderNo.trim() } : {}),
    ...(form.phone?.trim() ? { phone: form.phone.trim() } : {}),
    ...(from ? { startedFrom: from.startOf('day').toISOString() } : {}),
    ...(to ? { startedBefore: to.add(1, 'day').startOf('day').toISOString() } : {}),
  };
}

/** `#/recordings`: compliance finds a buyer's recorded purchase and replays it (可回溯); others are told it is not theirs. */
export function RecordingsPage() {
  const messages = useMessages(RECORDING_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const allowed = useCan('searchRecordings');
  const tenant = useAtomValue(editorTenantAtom);
  const api = useEditorApi(tenant);
  const [form] = Form.useForm<SearchForm>();
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [replaying, setReplaying] = useState<string | undefined>();
  if (!allowed) return <Result status="403" title={appMessages.errorForbidden} />;

  const search = async (values: SearchForm) => {
    const query = queryOf(values);
    if (Object.keys(query).length === 0) {
      form.setFields([{ name: 'orderNo', errors: [messages.searchNeedsCriterion] }]);
      return;
    }
    setFound({ status: 'loading' });
    const result = await api.searchRecordings({ query });
    setFound(result.ok ? { status: 'ready', recordings: result.value.recordings } : { status: 'failed', error: result.error });
  };

  return (
    <Card title={<Heading level={1} look="inherit">{messages.title}</Heading>} extra={<Typography.Text type="secondary">{messages.hint}</Typography.Text>}>
      <Form form={form} layout="inline" onFinish={(values) => void search(values)} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="orderNo" label={messages.orderNo}>
          <Input style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="phone" label={messages.phone} rules={[{ pattern: /^1[3-9]\d{9}$/, message: messages.phoneInvalid }]}>
          <Input inputMode="tel" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="started" label={messages.startedBetween}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={found.status === 'loading'}>
            {messages.search}
          </Button>
        </Form.Item>
      </Form>
      {found.status === 'failed' ? (
        <LoadFailedAlert error={found.error} onRetry={() => void form.submit()} />
      ) : (
        <Table<RecordingSummaryView>
          rowKey="recordingId"
          size="small"
          data-testid="recordings"
          loading={found.status === 'loading'}
          dataSource={found.status === 'ready' ? found.recordings : []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: found.status === 'ready' ? messages.empty : ' ' }}
          columns={[
            { title: messages.columnStarted, dataIndex: 'startedAt', width: 180, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
            { title: messages.columnPromotion, dataIndex: 'promotionId', width: 160 },
            { title: messages.columnOrder, dataIndex: 'orderNo', render: (orderNo: string | null) => orderNo ?? <Typography.Text type="secondary">{messages.noOrder}</Typography.Text> },
            { title: messages.columnChunks, dataIndex: 'chunkCount', width: 80 },
            {
              title: messages.columnAction,
              key: 'replay',
              width: 100,
              render: (_: unknown, recording: RecordingSummaryView) => (
                <Button type="link" onClick={() => setReplaying(recording.recordingId)} aria-label={`${messages.replay} ${recording.orderNo ?? recording.recordingId}`}>
                  {messages.replay}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Drawer open={replaying !== undefined} onClose={() => setReplaying(undefined)} size="large" width={1000} title={messages.title} destroyOnHidden closeIcon={<span aria-label={messages.close}>×</span>}>
        {replaying ? <RecordingPlayer api={api} recordingId={replaying} /> : null}
      </Drawer>
    </Card>
  );
}
