import type { DocumentDetail } from '../../../../schema/entities/document';
import { CUSTOMER_NOTICE, PRIVACY_POLICY } from './document-common';
import { HEALTH_CLAUSE, HEALTH_NOTICE } from './document-health';
import { LIFE_CLAUSE } from './document-life';
import { PROPERTY_CLAUSE } from './document-property';

/**
 * The documents every tenant is seeded with. The products' clause rows refer to them by these ids
 * (DOC-HEALTH-CLAUSE, DOC-HEALTH-NOTICE, DOC-LIFE-CLAUSE, DOC-PROP-CLAUSE).
 */
export const SEED_DOCUMENTS: readonly DocumentDetail[] = [HEALTH_CLAUSE, HEALTH_NOTICE, LIFE_CLAUSE, PROPERTY_CLAUSE, PRIVACY_POLICY, CUSTOMER_NOTICE];
