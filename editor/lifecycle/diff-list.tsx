import { Empty, List, Tag } from 'antd';
import { useAtomValue } from 'jotai';
import type { DiffEntry } from '../diff/diff-entry';
import { describeDiffEntry } from '../diff/describe-diff-entry';
import { diffEntryTone, type DiffTone } from '../diff/diff-entry-tone';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { DIFF_MESSAGES } from '../i18n/messages/diff';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';

const TONE_COLOURS: Readonly<Record<DiffTone, string>> = { added: 'green', removed: 'red', moved: 'blue', changed: 'orange' };

const TONE_LABELS = { added: 'toneAdded', removed: 'toneRemoved', moved: 'toneMoved', changed: 'toneChanged' } as const;

/** The differences between two templates as sentences, each with a coloured tag saying what kind of change it is. */
export function DiffList({ entries }: { entries: readonly DiffEntry[] }) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const diffMessages = useMessages(DIFF_MESSAGES);
  const locale = useAtomValue(editorLocaleAtom);
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.diffSame} />;
  return (
    <List
      size="small"
      data-testid="diff-list"
      dataSource={entries}
      renderItem={(entry) => {
        const tone = diffEntryTone(entry);
        return (
          <List.Item data-tone={tone}>
            <span>
              <Tag color={TONE_COLOURS[tone]}>{messages[TONE_LABELS[tone]]}</Tag>
              {describeDiffEntry(entry, diffMessages, locale)}
            </span>
          </List.Item>
        );
      }}
    />
  );
}
