import { Alert, Select, Space, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import type { TemplateVersionSummary } from '../../schema/api/editor/editor-version';
import type { EditorApiClient } from '../api/editor-api-client';
import { Heading } from '../app/heading';
import { templateAtom } from '../document/document-atoms';
import { diffTemplates } from '../diff/diff-templates';
import { formatMessage } from '../i18n/message-catalogue';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';
import { DiffList } from './diff-list';
import { loadVersionSource, type LoadedSource, type VersionSource } from './version-source';

interface VersionDiffProps {
  readonly api: EditorApiClient;
  readonly templateId: string;
  readonly versions: readonly TemplateVersionSummary[];
  /** The pair to compare, chosen here or from the version list. */
  readonly pair: readonly [VersionSource, VersionSource];
  readonly onPairChange: (pair: readonly [VersionSource, VersionSource]) => void;
}

/** Two pickers (any version or the current draft) and the readable list of what changed from the first to the second. */
export function VersionDiff({ api, templateId, versions, pair, onPairChange }: VersionDiffProps) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const draft = useAtomValue(templateAtom);
  const [loaded, setLoaded] = useState<{ key: string; sides: readonly [LoadedSource, LoadedSource] } | undefined>(undefined);
  const key = `${templateId}:${pair[0]}:${pair[1]}`;
  useEffect(() => {
    let current = true;
    void Promise.all([loadVersionSource(api, templateId, pair[0], draft), loadVersionSource(api, templateId, pair[1], draft)]).then(
      ([before, after]) => current && setLoaded({ key, sides: [before, after] }),
    );
    return () => {
      current = false;
    };
  }, [api, templateId, pair, draft, key]);
  const options = useMemo(
    () => [
      { value: 'draft' as const, label: messages.currentDraft },
      ...versions.map((version) => ({ value: version.version, label: formatMessage(messages.versionNumber, { version: version.version }) })),
    ],
    [versions, messages],
  );
  const sides = loaded?.key === key ? loaded.sides : undefined;
  const failed = sides?.find((side) => !side.ok);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Heading level={3} look={5}>
        {messages.diffTitle}
      </Heading>
      <Space wrap>
        <span>{messages.diffFrom}</span>
        <Select data-testid="diff-from" aria-label={messages.diffFrom} style={{ width: 140 }} value={pair[0]} options={options} onChange={(value) => onPairChange([value, pair[1]])} />
        <span>→ {messages.diffTo}</span>
        <Select data-testid="diff-to" aria-label={messages.diffTo} style={{ width: 140 }} value={pair[1]} options={options} onChange={(value) => onPairChange([pair[0], value])} />
      </Space>
      {!sides ? (
        <Spin />
      ) : failed && !failed.ok ? (
        <Alert type="error" showIcon title={failed.message} />
      ) : sides[0].ok && sides[1].ok ? (
        <DiffList entries={diffTemplates(sides[0].template, sides[1].template)} />
      ) : null}
    </Space>
  );
}
