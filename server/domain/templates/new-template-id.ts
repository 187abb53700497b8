import { randomId } from '../../app/random-id';

/** A fresh template id: random rather than sequential, so ids reveal nothing about other tenants. */
export function newTemplateId(): string {
  return `tpl-${randomId(6)}`;
}
