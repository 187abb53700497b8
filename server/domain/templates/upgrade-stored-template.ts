import { migrateTemplate } from '../../../schema/migrations/migrate-template';

/**
 * A stored template in the current format, by the migration chain; content the chain cannot read is
 * handed on as stored, for validation to report rather than for this step to hide.
 */
export function upgradeStoredTemplate(content: object): object {
  const migrated = migrateTemplate(content);
  return migrated.ok ? (migrated.template as object) : content;
}
