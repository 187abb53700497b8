// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../../state/flow-atoms';
import { STORAGE_KEYS } from '../../state/storage-keys';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, typeInto, until, withCleanDocument } from '../testing/render-template';

const RELATIONS = [{ value: 'SELF', label: '本人' }, { value: 'SPOUSE', label: '配偶' }, { value: 'PARENT', label: '父母' }];
const HOLDER = { name: '张伟', certiType: 'I', certiNo: '11010119900307109X', birthday: '1990-03-07', gender: 'M', phone: '13812345678', certValidatePeriod: '2036-05-01' };

const insuredModule = moduleOf('insuredModule', {
  maxCount: 1,
  minCount: 1,
  holderRelationOptions: RELATIONS,
  hideFieldsWhenSelf: ['name', 'certiType', 'certiNo', 'gender', 'birthday', 'phone', 'email', 'certValidatePeriod'],
}, {
  label: '被保人信息',
  formKey: 'insured',
  children: [
    moduleOf('radioSelectItem', { dataSource: RELATIONS }, { label: '与投保人关系', formKey: 'holderRelation' }),
    moduleOf('inputItem', { required: true }, { label: '姓名', formKey: 'name' }),
    moduleOf('selectItem', { defaultValue: 'I', dataSource: [{ value: 'I', label: '身份证' }, { value: 'P', label: '护照' }] }, { label: '证件类型', formKey: 'certiType' }),
    moduleOf('inputItem', { required: true }, { label: '证件号码', formKey: 'certiNo' }),
    moduleOf('inputItem', { required: true }, { label: '手机号码', formKey: 'phone' }),
    moduleOf('datePickerItem', { required: true, earliestTomorrow: true, allowLongTerm: true }, { label: '证件有效期至', formKey: 'certValidatePeriod' }),
    moduleOf('inputItem', {}, { label: '详细地址', formKey: 'address' }),
  ],
});

/** The holder's rows on the same page, as on the life product's page 2 (the copy reads the rows shown). */
const holderRows = Object.keys(HOLDER).map((field) => moduleOf('inputItem', {}, { label: `投保人${field}`, formKey: `policyHolder.${field}` }));

const insured = () => ((page?.store.get(orderFormAtom).insured as Record<string, unknown>[] | undefined) ?? [])[0] ?? {};
let page: Awaited<ReturnType<typeof renderTemplate>> | undefined;
const rowOf = (label: string) => [...page!.container.querySelectorAll<HTMLElement>('.adm-list-item')].find((item) => item.querySelector('.adm-form-item-label')?.textContent?.includes(label));
const inputOf = (label: string) => rowOf(label)?.querySelector('input');
const choose = async (label: string) => {
  tap(byText(rowOf('与投保人关系')!, '.adm-radio', label)?.querySelector('input'));
  await settle();
};

describe('an insured whose relation leaves 本人', () => {
  withCleanDocument();

  it("no longer holds the holder's name, ID number, phone or validity; the ID type goes back to its default", async () => {
    sessionStorage.setItem(STORAGE_KEYS.orderData, JSON.stringify({ policyHolder: HOLDER, insured: [{ holderRelation: 'SELF' }] }));
    page = await renderTemplate(templateOf([[...holderRows, insuredModule]]));
    await until(() => insured().certiNo === HOLDER.certiNo);
    expect(insured()).toMatchObject({ name: '张伟', phone: '13812345678', certValidatePeriod: '2036-05-01' });
    // Typed by the buyer into a row SELF does not copy: not the holder's, so it stays.
    typeInto(inputOf('详细地址'), '文三路478号');

    await choose('配偶');
    await until(() => insured().certiNo === '');
    expect(insured()).toMatchObject({ holderRelation: 'SPOUSE', name: '', certiType: 'I', certiNo: '', phone: '', certValidatePeriod: '', birthday: '', gender: '', address: '文三路478号' });
    expect(inputOf('姓名')?.value).toBe('');
    expect(inputOf('证件号码')?.value).toBe('');
    expect(inputOf('手机号码')?.value).toBe('');
    expect(rowOf('证件有效期至')?.textContent).not.toContain('2036-05-01');
    expect(page.container.textContent).not.toContain('张伟');
    page.unmount();
  });

  it('leaves what the buyer typed for an insured who was never 本人 alone when the relation changes between others', async () => {
    sessionStorage.setItem(STORAGE_KEYS.orderData, JSON.stringify({ policyHolder: HOLDER, insured: [{ holderRelation: 'SPOUSE' }] }));
    page = await renderTemplate(templateOf([[...holderRows, insuredModule]]));
    typeInto(inputOf('姓名'), '王丽');
    typeInto(inputOf('手机号码'), '13900139000');
    await choose('父母');
    await settle();
    expect(insured()).toMatchObject({ holderRelation: 'PARENT', name: '王丽', phone: '13900139000' });
    expect(inputOf('姓名')?.value).toBe('王丽');
    page.unmount();
  });
});
