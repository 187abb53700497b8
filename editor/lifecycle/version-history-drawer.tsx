import { Alert, Button, Drawer, List, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { TemplateVersionSummary } from '../../schema/api/editor/editor-version';
import type { EditorApiClient } from '../api/editor-api-client';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { Heading } from '../app/heading';
import { APP_MESSAGES } from '../i18n/messages/app';
import { formatMessage } from '../i18n/message-catalogue';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';
import { useCan } from '../session/use-can';
import { VerdictList } from './verdict-list';
import { VersionDiff } from './version-diff';
import type { VersionSource } from './version-source';
import { VersionViewModal } from './version-view-modal';

interface VersionHistoryDrawerProps {
  readonly api: EditorApiClient;
  readonly templateId: string;
  /** Changes after each publish or rollback, so the list is read again. */
  readonly latestVersion: number | null;
  readonly dirty: boolean;
  readonly onRollback: (version: number) => Promise<void>;
  readonly onClose: () => void;
}

/** The newest version against the draft, or the two newest versions when they are all there is. */
function initialPair(versions: readonly TemplateVersionSummary[]): readonly [VersionSource, VersionSource] {
  const [newest, previous] = versions;
  if (newest && previous) return [previous.version, newest.version];
  return [newest?.version ?? 'draft', 'draft'];
}

/**
 * The published versions (newest first) with their author and publisher, view and (publishers)
 * rollback, the comparison of any two, and the QA verdicts on the drafts.
 */
export function VersionHistoryDrawer({ api, templateId, latestVersion, dirty, onRollback, onClose }: VersionHistoryDrawerProps) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const [versions] = useApiResource(`${api.tenant}/${templateId}/${latestVersion ?? 0}`, (signal) => api.listVersions({ params: { templateId }, signal }));
  const [chosen, setChosen] = useState<{ readonly forLatest: number | null; readonly pair: readonly [VersionSource, VersionSource] } | undefined>(undefined);
  const [viewing, setViewing] = useState<number | undefined>(undefined);
  const canRollback = useCan('rollbackTemplate');
  const list = versions.status === 'ready' ? versions.value : [];
  const pair = chosen?.forLatest === latestVersion ? chosen.pair : initialPair(list);
  const setPair = (next: readonly [VersionSource, VersionSource]) => setChosen({ forLatest: latestVersion, pair: next });
  return (
    <Drawer
      open
      title={
        <Heading level={2} look="inherit">
          {messages.historyTitle}
        </Heading>
      }
      size={640}
      onClose={onClose}
      data-testid="version-history"
    >
      {versions.status === 'loading' ? (
        <Spin />
      ) : versions.status === 'failed' ? (
        <Alert type="error" showIcon title={apiErrorText(versions.error, appMessages)} />
      ) : list.length === 0 ? (
        <Typography.Text type="secondary">{messages.noVersions}</Typography.Text>
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <List
            size="small"
            // The versions' titles are the list items' headings (h4): this heading sits above them.
            header={
              <Heading level={3} look={5}>
                {messages.versionsTitle}
              </Heading>
            }
            dataSource={list}
            renderItem={(version) => (
              <List.Item
                data-version={version.version}
                actions={[
                  <Button key="view" size="small" type="link" onClick={() => setViewing(version.version)}>
                    {messages.view}
                  </Button>,
                  ...(canRollback
                    ? [
                        <Popconfirm
                          key="rollback"
                          title={`${formatMessage(messages.rollbackConfirm, { version: version.version })}${dirty ? ` ${messages.rollbackDirty}` : ''}`}
                          okText={messages.rollback}
                          cancelText={messages.cancel}
                          onConfirm={() => onRollback(version.version)}
                        >
                          <Button size="small" type="link" danger>
                            {messages.rollback}
                          </Button>
                        </Popconfirm>,
                      ]
                    : []),
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space>
                      <span>{formatMessage(messages.versionNumber, { version: version.version })}</span>
                      {version.rolledBackFrom !== null ? <Tag>{formatMessage(messages.rolledBackFrom, { version: version.rolledBackFrom })}</Tag> : null}
                    </Space>
                  }
                  description={
                    <Space orientation="vertical" size={0}>
                      <span>{dayjs(version.publishedAt).format('YYYY-MM-DD HH:mm:ss')}</span>
                      <span data-testid="version-people">
                        {version.author === null ? messages.authorUnknown : formatMessage(messages.author, { name: version.author })}
                        {version.authoredAt ? `（${dayjs(version.authoredAt).format('YYYY-MM-DD HH:mm')}）` : ''}
                        {version.publishedBy ? ` · ${formatMessage(messages.publishedBy, { name: version.publishedBy })}` : ''}
                      </span>
                      {version.note ? <span>{version.note}</span> : null}
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
          <VersionDiff api={api} templateId={templateId} versions={list} pair={pair} onPairChange={setPair} />
        </Space>
      )}
      <VerdictList api={api} templateId={templateId} reloadKey={String(latestVersion ?? 0)} />
      {viewing !== undefined ? <VersionViewModal api={api} templateId={templateId} version={viewing} onClose={() => setViewing(undefined)} /> : null}
    </Drawer>
  );
}
