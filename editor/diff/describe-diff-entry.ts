import type { CatalogueLocale } from '../../schema/catalogue/catalogue-locale';
import { assertNever } from '../../shared/assert-never';
import { formatMessage } from '../i18n/message-catalogue';
import type { DiffMessages } from '../i18n/messages/diff';
import { attrTitle } from './attr-title';
import type { DiffEntry, ModuleSpot } from './diff-entry';
import { formatDiffValue } from './format-diff-value';
import { moduleName } from './module-ref';

/** Enumerated settings read as words (健康险, 企业) rather than codes. */
function settingValue(setting: string, value: unknown, messages: DiffMessages): string {
  const key = `${setting}_${String(value)}`;
  return key in messages ? messages[key as keyof DiffMessages] : formatDiffValue(value, messages);
}

function spot(at: ModuleSpot, messages: DiffMessages, locale: CatalogueLocale): string {
  const values = { page: at.page.label, position: at.index + 1 };
  return at.parent
    ? formatMessage(messages.spotInside, { ...values, parent: moduleName(at.parent, locale) })
    : formatMessage(messages.spotTop, values);
}

/**
 * One diff entry as a sentence in the operator's language (`useMessages(DIFF_MESSAGES)`, block and
 * attribute titles in `locale`, the same language), e.g.
 * 页面「填写投保信息」的模块「投保人信息」属性「反洗钱校验」（amlCheck）：是 → 否.
 */
export function describeDiffEntry(entry: DiffEntry, messages: DiffMessages, locale: CatalogueLocale): string {
  const value = (v: unknown) => formatDiffValue(v, messages);
  const at = (where: ModuleSpot) => spot(where, messages, locale);
  switch (entry.kind) {
    case 'pageAdded':
    case 'pageRemoved':
      return formatMessage(messages[entry.kind], { page: entry.page.label });
    case 'pageMoved':
      return formatMessage(messages.pageMoved, { page: entry.page.label, before: entry.before, after: entry.after });
    case 'pageRenamed':
      return formatMessage(messages.pageRenamed, { before: entry.before, after: entry.after });
    case 'pageCodeChanged':
      return formatMessage(messages.pageCodeChanged, { page: entry.page.label, before: value(entry.before), after: value(entry.after) });
    case 'moduleAdded':
    case 'moduleRemoved':
      return formatMessage(messages[entry.kind], { module: moduleName(entry.module, locale), at: at(entry.at) });
    case 'moduleMoved':
      return formatMessage(messages.moduleMoved, { module: moduleName(entry.module, locale), from: at(entry.from), to: at(entry.to) });
    case 'labelChanged':
    case 'formKeyChanged':
      return formatMessage(messages[entry.kind], {
        page: entry.page.label,
        module: moduleName(entry.module, locale),
        before: value(entry.before),
        after: value(entry.after),
      });
    case 'visibilityChanged':
      return formatMessage(entry.after ? messages.moduleShown : messages.moduleHidden, { page: entry.page.label, module: moduleName(entry.module, locale) });
    case 'attrChanged':
      return formatMessage(messages.attrChanged, {
        page: entry.page.label,
        module: moduleName(entry.module, locale),
        attr: attrTitle(entry.module.component, entry.path, locale),
        path: entry.path,
        before: value(entry.before),
        after: value(entry.after),
      });
    case 'settingChanged':
      return formatMessage(messages.settingChanged, {
        setting: messages[`setting_${entry.setting}`],
        before: settingValue(entry.setting, entry.before, messages),
        after: settingValue(entry.setting, entry.after, messages),
      });
    default:
      return assertNever(entry, 'diff entry');
  }
}
