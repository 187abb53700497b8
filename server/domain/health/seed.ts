import type { Queryable } from '../../db/database';
import { SEED_TENANTS } from '../../seed/seed-ids';
import { saveNotice } from './save-notice';
import { saveQuestionnaire } from './save-questionnaire';
import { seedNotices } from './seed-notices';
import { SEED_QUESTIONNAIRE } from './seed-questionnaire';

/**
 * Seeds both tenants' smart questionnaire and plan notices. Idempotent: every write replaces the same
 * rows with the same content, and the questionnaire is written first because notices name it.
 */
export async function seedHealth(db: Queryable): Promise<void> {
  for (const tenant of SEED_TENANTS) {
    await saveQuestionnaire(db, tenant.code, SEED_QUESTIONNAIRE);
    for (const notice of seedNotices(tenant.name)) await saveNotice(db, tenant.code, notice);
  }
}
