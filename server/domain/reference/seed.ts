import type { Queryable } from '../../db/database';
import type { PiiVault } from '../../pii/pii-vault';
import { seedChannels } from './seed-channels';
import { seedDictionaries } from './seed-dictionaries';
import { seedDocuments } from './seed-documents';
import { seedReservations } from './seed-reservations';
import { seedShareInfos } from './seed-share-infos';
import { seedStaff } from './seed-staff';

/**
 * Seeds the reference domain's demo data; idempotent: the shared dictionaries (occupations, regions,
 * countries, certificate types, banks, BINs, options), and per tenant the documents, channels, staff,
 * appointment settings and share content of every seeded promotion.
 */
export async function seedReference(db: Queryable, pii: PiiVault): Promise<void> {
  await seedDictionaries(db);
  await seedDocuments(db);
  await seedChannels(db);
  await seedStaff(db, pii);
  await seedReservations(db);
  await seedShareInfos(db);
}
