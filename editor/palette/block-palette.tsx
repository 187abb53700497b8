import { Collapse, Empty, Input, List, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { BLOCK_CATALOGUE, BLOCK_CATEGORIES, categoryTitle } from '../../schema/catalogue';
import { Heading } from '../app/heading';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { formatMessage } from '../i18n/message-catalogue';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { filterBlocks } from './filter-blocks';
import { DraggablePaletteItem, PaletteItem } from './palette-item';

export interface BlockPaletteProps {
  /** In the workspace: blocks can be dragged (needs the workspace's drag context). */
  readonly draggable?: boolean;
  /** In the workspace: adds a block at the selection without dragging. */
  readonly onAdd?: (component: string) => void;
  /** The level of its title in the screen's outline: the library screen's h1, a panel's h2 in the workspace. */
  readonly headingLevel?: 1 | 2;
}

/** The block library grouped by category, searchable by title, component name or description. */
export function BlockPalette({ draggable = false, onAdd, headingLevel = 2 }: BlockPaletteProps) {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const locale = useAtomValue(editorLocaleAtom);
  const [query, setQuery] = useState('');
  // The library starts unfolded; the workspace's narrow column starts folded.
  const [open, setOpen] = useState<string[]>(draggable ? [] : [...BLOCK_CATEGORIES]);
  const matches = useMemo(() => filterBlocks([...BLOCK_CATALOGUE.values()], query), [query]);
  const groups = BLOCK_CATEGORIES.map((category) => ({
    category,
    blocks: matches.filter((block) => block.category === category),
  })).filter((group) => group.blocks.length > 0);
  const Item = draggable ? DraggablePaletteItem : PaletteItem;

  return (
    <section aria-label={messages.palette}>
      <Heading level={headingLevel} look={5} style={{ marginBottom: 8 }}>
        {messages.palette}
      </Heading>
      {draggable ? <Typography.Paragraph type="secondary">{messages.paletteDragHint}</Typography.Paragraph> : null}
      <Input.Search allowClear placeholder={messages.paletteSearch} value={query} onChange={(event) => setQuery(event.target.value)} />
      {groups.length === 0 ? (
        <Empty description={messages.paletteEmpty} />
      ) : (
        <Collapse
          style={{ marginTop: 12 }}
          size={draggable ? 'small' : 'middle'}
          // Searching opens every group that still has a match.
          activeKey={query.trim() !== '' ? groups.map((group) => group.category) : open}
          onChange={(keys) => setOpen(keys)}
          items={groups.map(({ category, blocks }) => ({
            key: category,
            label: formatMessage(messages.paletteGroup, { title: categoryTitle(category, locale), count: blocks.length }),
            children: (
              <List size="small" dataSource={blocks} renderItem={(block) => <Item block={block} onAdd={onAdd} addLabel={messages.paletteAdd} />} />
            ),
          }))}
        />
      )}
    </section>
  );
}
