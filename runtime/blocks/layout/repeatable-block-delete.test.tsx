// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, renderTemplate, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

/** A repeatable block of contacts, one name row per entry, deleting as configured. */
const contacts = (confirmDelete: boolean) =>
  moduleOf('repeatableBlock', { maxCount: 3, minCount: 1, confirmDelete, itemTitle: '联系人{n}', deleteText: '删除' }, {
    children: [moduleOf('inputItem', { label: '姓名', placeholder: '请输入', required: false }, { formKey: 'contacts[i].name' })],
  });

/** Opens a page whose form already holds two contacts, 甲 and 乙 (kept from earlier in the session). */
async function openWithTwo(confirmDelete: boolean) {
  sessionStorage.setItem('ORDER_DATA', JSON.stringify({ contacts: [{ name: '甲' }, { name: '乙' }] }));
  const page = await renderTemplate(templateOf([[contacts(confirmDelete)]]));
  await until(() => names(page.container).length === 2);
  return page;
}

const names = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('[data-component="repeatableBlock"] input')].map((input) => input.value);
const firstDelete = (container: HTMLElement) => byText(container, 'button', '删除');
const dialog = () => document.querySelector('.adm-dialog');
const stored = () => (JSON.parse(sessionStorage.getItem('ORDER_DATA') ?? '{}') as { contacts?: unknown }).contacts;

describe('deleting an entry of a repeatable block', () => {
  withCleanDocument();

  it('asks 操作确认 / 确认删除? first, and 确定 deletes that entry (the first, 甲) from the form and the kept values', async () => {
    const page = await openWithTwo(true);
    expect(names(page.container)).toEqual(['甲', '乙']);
    tap(firstDelete(page.container));
    await until(() => dialog()?.textContent?.includes('确认删除?') === true);
    expect(dialog()?.querySelector('.adm-dialog-title')?.textContent).toBe('操作确认');
    // Nothing is gone while the buyer decides.
    expect(names(page.container)).toEqual(['甲', '乙']);
    tap(byText(dialog()!, 'button', '确定'));
    await until(() => names(page.container).length === 1);
    expect(names(page.container)).toEqual(['乙']);
    expect(stored()).toEqual([{ name: '乙' }]);
    page.unmount();
  });

  it('keeps the entry when the buyer taps 取消', async () => {
    const page = await openWithTwo(true);
    tap(firstDelete(page.container));
    await until(() => dialog()?.textContent?.includes('确认删除?') === true);
    tap(byText(dialog()!, 'button', '取消'));
    await until(() => dialog() === null || !document.body.textContent?.includes('确认删除?'));
    expect(names(page.container)).toEqual(['甲', '乙']);
    expect(stored()).toEqual([{ name: '甲' }, { name: '乙' }]);
    page.unmount();
  });

  it('deletes at once, without asking, when the block is not configured to confirm', async () => {
    const page = await openWithTwo(false);
    tap(firstDelete(page.container));
    await until(() => names(page.container).length === 1);
    expect(names(page.container)).toEqual(['乙']);
    expect(document.body.textContent).not.toContain('确认删除?');
    page.unmount();
  });
});
