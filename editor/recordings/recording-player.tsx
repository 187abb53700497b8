import { Alert, Button, Empty, List, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Replayer } from '@rrweb/replay';
import { momentsOf, type FoundMoment } from '../../shared/recording/recording-moment';
import { inlineRecordedStylesheets } from '../../shared/recording/recorded-stylesheets';
import type { EditorApiClient } from '../api/editor-api-client';
import { LoadFailedAlert } from '../app/load-failed-alert';
import { formatMessage } from '../i18n/message-catalogue';
import { RECORDING_MESSAGES } from '../i18n/messages/recordings';
import { useMessages } from '../i18n/use-messages';
import { loadRecordingEvents } from './load-recording-events';
import { momentLabel } from './moment-label';
import '@rrweb/replay/dist/style.css';

type Loaded = { readonly status: 'loading' } | { readonly status: 'ready'; readonly events: unknown[] } | { readonly status: 'failed'; readonly error: Parameters<typeof LoadFailedAlert>[0]['error'] };

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * Replays one recording as the buyer saw it (rrweb's replayer, loaded when a replay is opened), beside a
 * timeline of its key moments: a click on a moment jumps the replay there, paused, so compliance reads
 * that screen as the buyer had it.
 */
export function RecordingPlayer({ api, recordingId }: { readonly api: Pick<EditorApiClient, 'readRecording'>; readonly recordingId: string }) {
  const messages = useMessages(RECORDING_MESSAGES);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [at, setAt] = useState<number | undefined>();
  const screen = useRef<HTMLDivElement>(null);
  const replayer = useRef<Replayer | undefined>(undefined);

  useEffect(() => {
    const abort = new AbortController();
    setLoaded({ status: 'loading' });
    void loadRecordingEvents(api, recordingId, abort.signal).then((result) => {
      if (!abort.signal.aborted) setLoaded(result.ok ? { status: 'ready', events: result.value } : { status: 'failed', error: result.error });
    });
    return () => abort.abort();
  }, [api, recordingId, attempt]);

  useEffect(() => {
    if (loaded.status !== 'ready' || loaded.events.length < 2 || !screen.current) return;
    let cancelled = false;
    const root = screen.current;
    void import('@rrweb/replay').then(({ Replayer: ReplayerClass }) => {
      if (cancelled) return;
      const events = inlineRecordedStylesheets(loaded.events) as ConstructorParameters<typeof ReplayerClass>[0];
      const player = new ReplayerClass(events, { root, mouseTail: false, showWarning: false, skipInactive: true });
      player.on('finish', () => setPlaying(false));
      replayer.current = player;
      player.pause(0);
    });
    return () => {
      cancelled = true;
      replayer.current?.destroy();
      replayer.current = undefined;
    };
  }, [loaded]);

  const moments: FoundMoment[] = useMemo(() => (loaded.status === 'ready' ? momentsOf(loaded.events) : []), [loaded]);

  if (loaded.status === 'failed') return <LoadFailedAlert error={loaded.error} onRetry={() => setAttempt((count) => count + 1)} />;
  if (loaded.status === 'loading') return <Spin tip={messages.loadingRecording}><div style={{ minHeight: 120 }} /></Spin>;
  if (loaded.events.length < 2) return <Empty description={messages.empty} />;

  const toggle = () => {
    const player = replayer.current;
    if (!player) return;
    if (playing) player.pause();
    else player.play(player.getCurrentTime());
    setPlaying(!playing);
  };
  const jump = (moment: FoundMoment) => {
    replayer.current?.pause(moment.offsetMs);
    setPlaying(false);
    setAt(moment.offsetMs);
  };

  return (
    <Space align="start" size="large" wrap data-testid="recording-player">
      <Space direction="vertical">
        <Button type="primary" onClick={toggle} aria-pressed={playing}>
          {playing ? messages.pause : messages.play}
        </Button>
        <div ref={screen} className="recording-screen" data-testid="recording-screen" style={{ position: 'relative', overflow: 'hidden', border: '1px solid #d9d9d9', minWidth: 375, minHeight: 667 }} />
      </Space>
      <div style={{ minWidth: 280, maxWidth: 360 }}>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {messages.timeline}
        </Typography.Title>
        {moments.length === 0 ? (
          <Alert type="info" showIcon message={messages.noMoments} />
        ) : (
          <List
            size="small"
            data-testid="recording-moments"
            dataSource={moments}
            renderItem={(moment) => (
              <List.Item>
                <Button type="link" onClick={() => jump(moment)} aria-current={at === moment.offsetMs ? 'step' : undefined} style={{ display: 'flex', alignItems: 'flex-start', whiteSpace: 'normal', textAlign: 'left', height: 'auto', padding: 0 }}>
                  <Typography.Text type="secondary" style={{ marginRight: 8, flex: 'none', whiteSpace: 'nowrap' }}>
                    {clock(moment.offsetMs)}
                  </Typography.Text>
                  {momentLabel(moment.moment, messages)}
                </Button>
              </List.Item>
            )}
          />
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {formatMessage(messages.playerTitle, { recordingId })}
        </Typography.Paragraph>
      </div>
    </Space>
  );
}
