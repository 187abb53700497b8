import { Layout, Menu, Typography } from 'antd';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { UserMenu } from '../session/user-menu';
import { useCan } from '../session/use-can';
import { APP_MESSAGES } from '../i18n/messages/app';
import { useMessages } from '../i18n/use-messages';
import { LanguageSwitch } from './language-switch';

/**
 * The frame of every editor screen: the banner (the app's name, navigation to templates, block library,
 * users, audit log and recordings, who is signed in, language) and the screen itself as the page's main landmark.
 */
export function EditorLayout() {
  const messages = useMessages(APP_MESSAGES);
  const { pathname } = useLocation();
  const section = ['/blocks', '/audit', '/recordings', '/users'].find((path) => pathname.startsWith(path)) ?? '/';
  const readsAudit = useCan('listAudit');
  const readsRecordings = useCan('searchRecordings');
  const managesUsers = useCan('listUsers');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        {/* The app's name, not a heading: each screen's own title is its h1. */}
        <Typography.Text strong style={{ color: '#fff', fontSize: 20, whiteSpace: 'nowrap' }}>
          {messages.appTitle}
        </Typography.Text>
        <Menu
          theme="dark"
          mode="horizontal"
          selectedKeys={[section]}
          // Real links, so the workspace's guard against leaving unsaved work sees them like any other.
          items={[
            { key: '/', label: <Link to="/">{messages.navTemplates}</Link> },
            { key: '/blocks', label: <Link to="/blocks">{messages.navBlocks}</Link> },
            ...(managesUsers ? [{ key: '/users', label: <Link to="/users">{messages.navUsers}</Link> }] : []),
            ...(readsAudit ? [{ key: '/audit', label: <Link to="/audit">{messages.navAudit}</Link> }] : []),
            ...(readsRecordings ? [{ key: '/recordings', label: <Link to="/recordings">{messages.navRecordings}</Link> }] : []),
          ]}
          style={{ flex: 1, minWidth: 0 }}
        />
        <UserMenu />
        <LanguageSwitch />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
