import { randomBytes } from 'node:crypto';

/** A fresh template id: random rather than sequential, so ids reveal nothing about other tenants. */
export function newTemplateId(): string {
  return `tpl-${randomBytes(6).toString('hex')}`;
}
