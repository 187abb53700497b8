import type { Migration } from './migration';
import { v1ToV2 } from './v1-to-v2';
import { v2ToV3 } from './v2-to-v3';

/** The migration chain, in order; entry n upgrades version n + 1 to n + 2. */
export const MIGRATIONS: readonly Migration[] = [v1ToV2, v2ToV3];
