import { App, Select, Typography } from 'antd';
import { useAtom } from 'jotai';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { useEditorApi } from '../app/use-editor-api';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { SESSION_MESSAGES } from '../i18n/messages/session';
import { useMessages } from '../i18n/use-messages';
import { sessionAtom } from './session-atom';

/**
 * The tenant the session acts for. A tenant's own user sees its name, fixed; a platform admin picks
 * one, and the server records the choice in the session.
 */
export function TenantChoice() {
  const messages = useMessages(SESSION_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const { message } = App.useApp();
  const [session, setSession] = useAtom(sessionAtom);
  const api = useEditorApi(session?.tenant ?? '');
  const [tenants] = useApiResource(`tenants/${session?.username ?? ''}`, (signal) => api.listTenants({ signal }));
  if (!session) return null;
  if (!session.platformAdmin) {
    return (
      <Typography.Text data-testid="session-tenant">
        {formatMessage(messages.tenantIs, { name: session.tenantName ?? session.tenant ?? '' })}
      </Typography.Text>
    );
  }
  const choose = async (tenant: string) => {
    const result = await api.chooseTenant({ body: { tenant } });
    if (result.ok) setSession(result.value);
    else void message.error(apiErrorText(result.error, appMessages));
  };
  return (
    <Select
      aria-label={messages.chooseTenant}
      placeholder={messages.chooseTenant}
      value={session.tenant ?? undefined}
      onChange={(tenant: string) => void choose(tenant)}
      style={{ width: 180 }}
      loading={tenants.status === 'loading'}
      options={(tenants.status === 'ready' ? tenants.value : []).map((option) => ({ value: option.code, label: `${option.name}（${option.code}）` }))}
    />
  );
}
