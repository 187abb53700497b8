import { Collapse, Empty, Input, List, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { BLOCK_CATALOGUE, BLOCK_CATEGORIES, BLOCK_CATEGORY_TITLES } from '../../schema/catalogue';
import { filterBlocks } from './filter-blocks';

/** The block library grouped by category, searchable by title, component name or description. */
export function BlockPalette() {
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterBlocks([...BLOCK_CATALOGUE.values()], query), [query]);
  const groups = BLOCK_CATEGORIES.map((category) => ({
    category,
    blocks: matches.filter((block) => block.category === category),
  })).filter((group) => group.blocks.length > 0);

  return (
    <section aria-label="组件库">
      <Typography.Title level={5}>组件库</Typography.Title>
      <Input.Search allowClear placeholder="搜索组件" value={query} onChange={(event) => setQuery(event.target.value)} />
      {groups.length === 0 ? (
        <Empty description="没有匹配的组件" />
      ) : (
        <Collapse
          style={{ marginTop: 12 }}
          defaultActiveKey={BLOCK_CATEGORIES.slice()}
          items={groups.map(({ category, blocks }) => ({
            key: category,
            label: `${BLOCK_CATEGORY_TITLES[category]}（${blocks.length}）`,
            children: (
              <List
                size="small"
                dataSource={blocks}
                renderItem={(block) => (
                  <List.Item data-component={block.component}>
                    <List.Item.Meta title={block.title} description={block.description} />
                    <Tag>{block.component}</Tag>
                  </List.Item>
                )}
              />
            ),
          }))}
        />
      )}
    </section>
  );
}
