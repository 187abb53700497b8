import type { Migration } from './migration';
import { v1ToV2 } from './v1-to-v2';

/** The migration chain, in order; entry n upgrades version n + 1 to n + 2. */
export const MIGRATIONS: readonly Migration[] = [v1ToV2];
