// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../../state/flow-atoms';
import { moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const options = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.adm-radio')];
const checked = (container: HTMLElement) => options(container).filter((option) => option.classList.contains('adm-radio-checked')).map((option) => option.querySelector('span')?.textContent);

describe('the radio list row', () => {
  withCleanDocument();

  it('marks rider products with 附加, shows each remark, starts on the default and stores the buyer\'s choice', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('radioListItem', {
      dataSource: [
        { value: 'main', label: '医疗保险', isDefault: true, remark: '住院医疗费用报销' },
        { value: 'rider', label: '意外伤害保险', addition: true, remark: '意外身故及伤残' },
      ],
    }, { label: '保障方案', formKey: 'productChoice' })]]));
    const [main, rider] = options(page.container);
    expect(main!.textContent).toContain('医疗保险');
    expect(main!.textContent).toContain('住院医疗费用报销');
    expect(main!.querySelector('.adm-tag')).toBeNull();
    expect(rider!.querySelector('.adm-tag')?.textContent).toBe('附加');
    expect(rider!.textContent).toContain('意外身故及伤残');
    expect(checked(page.container)).toEqual(['医疗保险']);

    tap(rider!.querySelector('input') ?? rider);
    await settle();
    expect(checked(page.container)).toEqual(['意外伤害保险']);
    expect(page.store.get(orderFormAtom).productChoice).toBe('rider');
    page.unmount();
  });

  it('uses the template\'s own words for the rider mark', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('radioListItem', {
      dataSource: [{ value: 'rider', label: '附加重疾', addition: true }],
      additionText: '附加险',
    }, { label: '附加险', formKey: 'rider' })]]));
    expect(page.container.querySelector('.adm-radio .adm-tag')?.textContent).toBe('附加险');
    page.unmount();
  });
});
