import { Alert, Button } from 'antd';
import type { EditorApiError } from '../api/editor-api-error';
import { APP_MESSAGES } from '../i18n/messages/app';
import { useMessages } from '../i18n/use-messages';
import { apiErrorText } from './api-error-text';

/** What a screen shows when the list it reads could not be loaded: why, and a way to try again. */
export function LoadFailedAlert({ error, onRetry }: { readonly error: EditorApiError; readonly onRetry: () => void }) {
  const appMessages = useMessages(APP_MESSAGES);
  return <Alert type="error" showIcon title={apiErrorText(error, appMessages)} action={<Button onClick={onRetry}>{appMessages.retry}</Button>} />;
}
