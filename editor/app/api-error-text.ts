import { assertNever } from '../../shared/assert-never';
import type { EditorApiError } from '../api/editor-api-error';
import { formatMessage } from '../i18n/message-catalogue';
import type { APP_MESSAGES } from '../i18n/messages/app';

type AppMessages = (typeof APP_MESSAGES)['en-US'];

/**
 * The sentence an operator reads for a failed call, in the interface language. Refusals whose reason
 * only the server knows (a bad request) keep the server's own message.
 */
export function apiErrorText(error: EditorApiError, messages: AppMessages): string {
  switch (error.kind) {
    case 'network':
      return messages.errorNetwork;
    case 'server':
      return formatMessage(messages.errorServer, { status: error.status, message: error.message });
    case 'conflict':
      return messages.errorConflict;
    case 'invalid':
      return formatMessage(messages.errorInvalid, { count: error.problems.length });
    case 'notFound':
      return messages.errorNotFound;
    case 'signedOut':
      return messages.errorSignedOut;
    case 'forbidden':
      return error.fourEyes ? messages.errorFourEyes : messages.errorForbidden;
    case 'tooMany':
      return error.message;
    case 'badRequest':
      return error.message;
    default:
      return assertNever(error, 'API error');
  }
}
