import { describe, expect, it } from 'vitest';
import type { Page } from '../../schema/template/page';
import { pageKeyOf } from './page-key';

const page = (id: string, pageOrder: number): Page => ({ id, pageOrder, label: '页', moduleList: [] }) as Page;

describe('a page key', () => {
  it('tells pages apart by id and by order, and is the same for an edited page', () => {
    expect(pageKeyOf(page('p1', 1))).toBe(pageKeyOf({ ...page('p1', 1), label: '改过的标题' }));
    expect(pageKeyOf(page('p1', 1))).not.toBe(pageKeyOf(page('p2', 1)));
    expect(pageKeyOf(page('p1', 1))).not.toBe(pageKeyOf(page('p1', 2)));
    expect(pageKeyOf(undefined)).toBeUndefined();
  });
});
