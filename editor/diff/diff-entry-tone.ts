import { assertNever } from '../../shared/assert-never';
import type { DiffEntry } from './diff-entry';

/** The colour family of an entry in the diff list: what came, what went, what moved, what changed. */
export type DiffTone = 'added' | 'removed' | 'moved' | 'changed';

export function diffEntryTone(entry: DiffEntry): DiffTone {
  switch (entry.kind) {
    case 'pageAdded':
    case 'moduleAdded':
      return 'added';
    case 'pageRemoved':
    case 'moduleRemoved':
      return 'removed';
    case 'pageMoved':
    case 'moduleMoved':
      return 'moved';
    case 'pageRenamed':
    case 'pageCodeChanged':
    case 'labelChanged':
    case 'formKeyChanged':
    case 'visibilityChanged':
    case 'attrChanged':
    case 'settingChanged':
      return 'changed';
    default:
      return assertNever(entry, 'diff entry');
  }
}
