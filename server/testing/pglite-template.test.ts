import { copyFileSync, renameSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migratedTemplateTarball, openPgliteFromTemplate } from './pglite-template';

describe('databases opened from a PGlite template', () => {
  /**
   * Two workers (or two runs) that find no template build it at the same time, and the second renames
   * its copy over the first's. A worker must still open databases from it afterwards: it reads the file
   * whole each time, never through a blob backed by a file that has since been replaced.
   */
  it('open after another worker has renamed its copy of the template into place', async () => {
    const first = await openPgliteFromTemplate();
    await first.close();
    const tarball = migratedTemplateTarball();
    copyFileSync(tarball, `${tarball}.other-worker`);
    renameSync(`${tarball}.other-worker`, tarball);
    const second = await openPgliteFromTemplate();
    try {
      const { rows } = await second.query<{ one: number }>('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await second.close();
    }
  });
});
