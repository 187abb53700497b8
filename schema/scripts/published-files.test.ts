import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedFiles } from './published-files';

const root = resolve(import.meta.dirname, '../..');

describe('generated schemas and docs', () => {
  it.each([...publishedFiles().entries()])('%s is up to date (run `npm run docs` after changing schema/)', (path, content) => {
    expect(readFileSync(resolve(root, path), 'utf8')).toBe(content);
  });
});
