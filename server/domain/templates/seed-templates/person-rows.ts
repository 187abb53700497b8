import type { Module } from '../../../../schema/template/module';
import { assertNever } from '../../../../shared/assert-never';
import { ADDRESS_MAX_LENGTH } from '../../../../shared/constants';
import { fieldLimit } from '../../../../shared/rules/field-limits';
import { formRow } from './catalogue-module';

/** Fields a holder or insured form can ask for (spec section 3, Holder form fields). */
export type PersonRowField =
  | 'name'
  | 'certiType'
  | 'certiNo'
  | 'gender'
  | 'birthday'
  | 'phone'
  | 'email'
  | 'certValidatePeriod'
  | 'occupation'
  | 'area'
  | 'address'
  | 'personalAnnualIncome'
  | 'holderRelation';

/** How one person form differs from the next. */
export interface PersonRowsOptions {
  /** Module id prefix, unique in the template (`holder`, `insured`). */
  readonly idPrefix: string;
  /** Whose data it is, in the placeholders: 投保人 or 被保人. */
  readonly who: string;
  /** Birthday bounds, e.g. 30-D to 65-Y for the insured of a medical product. */
  readonly ageRange?: { readonly begin: string; readonly end: string };
  readonly areaLabel?: string;
  readonly addressLabel?: string;
  /** Occupation categories the product accepts. */
  readonly occupationCategories?: readonly number[];
  /** Choices of the relation to the holder (insured forms). */
  readonly relations?: readonly { readonly value: string; readonly label: string; readonly isDefault?: boolean }[];
}

function row(field: PersonRowField, options: PersonRowsOptions): Module {
  const id = `${options.idPrefix}-${field}`;
  switch (field) {
    case 'name':
      return formRow('inputItem', id, '姓名', field, { placeholder: `请输入${options.who}姓名`, required: true, maxLength: 30, rules: [{ rule: 'name' }] });
    case 'certiType':
      return formRow('selectItem', id, '证件类型', field, {
        placeholder: '请选择证件类型',
        required: true,
        dictType: 'certiType',
        dataSource: undefined,
        defaultValue: 'I',
        popupTitle: '证件类型',
      });
    case 'certiNo':
      return formRow('inputItem', id, '证件号码', field, {
        placeholder: '请输入证件号码',
        required: true,
        maxLength: 18,
        clearable: true,
        rules: [{ rule: 'certificate', value: 'certiType' }],
      });
    case 'gender':
      return formRow('radioSelectItem', id, '性别', field, {
        required: true,
        dataSource: [
          { value: 'M', label: '男', isDefault: true },
          { value: 'F', label: '女' },
        ],
      });
    case 'birthday':
      return formRow('datePickerItem', id, '出生日期', field, {
        placeholder: '请选择出生日期',
        required: true,
        latestYesterday: true,
        popupTitle: '出生日期',
        ...(options.ageRange ? { ageRange: { ...options.ageRange } } : {}),
      });
    case 'phone':
      return formRow('inputItem', id, '手机号码', field, {
        placeholder: '请输入11位手机号码',
        required: true,
        maxLength: 11,
        inputMode: 'tel',
        rules: [{ rule: 'phone' }],
      });
    case 'email':
      return formRow('inputItem', id, '电子邮箱', field, {
        placeholder: '用于接收电子保单（选填）',
        maxLength: 50,
        inputMode: 'email',
        rules: [{ rule: 'email' }],
      });
    case 'certValidatePeriod':
      return formRow('datePickerItem', id, '证件有效期至', field, {
        placeholder: '请选择证件有效期',
        required: true,
        earliestTomorrow: true,
        allowLongTerm: true,
        popupTitle: '证件有效期',
      });
    case 'occupation':
      return formRow('cascadePickerItem', id, '职业', field, {
        placeholder: '请选择职业',
        required: true,
        source: 'occupation',
        columns: 3,
        popupTitle: '请选择职业',
        ...(options.occupationCategories ? { allowedOccupationCategories: [...options.occupationCategories] } : {}),
      });
    case 'area':
      return formRow('cascadePickerItem', id, options.areaLabel ?? '所在地区', field, { required: true });
    case 'address': {
      const label = options.addressLabel ?? '详细地址';
      return formRow('inputItem', id, label, field, {
        placeholder: '请输入街道、小区、门牌号',
        required: true,
        // Spec section 5: an address has at most 25 characters.
        maxLength: ADDRESS_MAX_LENGTH,
        rules: [{ rule: 'minLen', value: 5, message: '详细地址至少填写5个字' }, ...(fieldLimit(field, 'text', label)?.rules ?? [])],
      });
    }
    case 'personalAnnualIncome':
      return formRow('numberInput', id, '年收入', field, { placeholder: '请输入年收入', min: 0, max: 99_999, decimals: 0, unit: '万元', maxLength: 5 });
    case 'holderRelation':
      return formRow('selectItem', id, '与投保人关系', field, {
        placeholder: '请选择与投保人关系',
        required: true,
        dataSource: (options.relations ?? []).map((relation) => ({ ...relation })),
        popupTitle: '与投保人关系',
      });
    default:
      return assertNever(field, 'person field');
  }
}

/** The form rows of a holder or insured form, in the order given. */
export function personRows(fields: readonly PersonRowField[], options: PersonRowsOptions): Module[] {
  return fields.map((field) => row(field, options));
}
