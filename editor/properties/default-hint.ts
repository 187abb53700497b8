import { formatMessage } from '../i18n/message-catalogue';

/** The placeholder of an unset attr: the schema's default, when it has one, so the operator knows what applies. */
export function defaultHint(defaultValue: unknown, template: string): string | undefined {
  if (defaultValue === undefined) return undefined;
  return formatMessage(template, { value: typeof defaultValue === 'string' ? defaultValue : JSON.stringify(defaultValue) });
}
