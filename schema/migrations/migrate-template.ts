import type { ExtractedImage } from '../assets/extract-data-images';
import { CURRENT_SCHEMA_VERSION } from '../template/schema-version';
import type { MigrationFindings } from './migration';
import { MIGRATIONS } from './migrations';

/** The outcome of upgrading a stored template to the current format. */
export type MigrationResult =
  | {
      readonly ok: true;
      readonly template: unknown;
      readonly fromVersion: number;
      /** Inline images the chain moved out to assets: the server stores them with the upgraded template. */
      readonly images: readonly ExtractedImage[];
    }
  | { readonly ok: false; readonly message: string };

/** The version a stored template declares; templates from before versioning are version 1. */
export function templateVersion(template: Record<string, unknown>): number {
  const version = template.schemaVersion;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
}

/**
 * Runs the migration chain from the template's version up to `CURRENT_SCHEMA_VERSION`. Migrations
 * never throw on odd input: they normalise what they understand and leave the rest to validation.
 */
export function migrateTemplate(input: unknown): MigrationResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, message: '模板数据不是对象' };
  }
  let template = input as Record<string, unknown>;
  const fromVersion = templateVersion(template);
  if (fromVersion > CURRENT_SCHEMA_VERSION) {
    return { ok: false, message: `模板格式版本 ${fromVersion} 高于本程序支持的版本 ${CURRENT_SCHEMA_VERSION}，请升级后再打开` };
  }
  const findings: MigrationFindings = { images: [] };
  for (const migration of MIGRATIONS) {
    if (migration.from === templateVersion(template) && migration.from < CURRENT_SCHEMA_VERSION) {
      template = migration.migrate(template, findings);
    }
  }
  return { ok: true, template, fromVersion, images: findings.images };
}
