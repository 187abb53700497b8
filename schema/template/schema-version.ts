/** The template format version this code writes. Older templates are upgraded by `migrateTemplate`. */
export const CURRENT_SCHEMA_VERSION = 3;
