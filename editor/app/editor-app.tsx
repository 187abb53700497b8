import { ConfigProvider, Layout, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { BlockPalette } from '../palette/block-palette';

/** The operator app's root: for now the block library, read from the one catalogue in `schema/`. */
export function EditorApp() {
  return (
    <ConfigProvider locale={zhCN}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={{ display: 'flex', alignItems: 'center' }}>
          <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
            模板编辑器
          </Typography.Title>
        </Layout.Header>
        <Layout.Content style={{ padding: 16, maxWidth: 420 }}>
          <BlockPalette />
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}
