/** Who an option list is for: '1' a person holder, '2' a company holder, '*' either. */
export type OptionHolderType = '1' | '2' | '*';

/** One option list of select rows: its type, the field code it serves, and its entries in order. */
export interface SelectOptionList {
  readonly type: string;
  readonly code: string;
  readonly holderType: OptionHolderType;
  /** value, label, and whether it is preselected. */
  readonly options: readonly (readonly [value: string, label: string, isDefault?: boolean])[];
}

/** The option lists of the demo: relations, invoice types, gender, education, marital status. */
export const SELECT_OPTION_LISTS: readonly SelectOptionList[] = [
  {
    type: 'relation',
    code: 'holderRelation',
    holderType: '1',
    options: [
      ['SELF', '本人', true], ['SPOUSE', '配偶'], ['CHILD', '子女'], ['PARENT', '父母'],
      ['GRANDPARENT', '祖父母、外祖父母'], ['GRANDCHILD', '孙子女、外孙子女'], ['SIBLING', '兄弟姐妹'], ['OTHER', '其他'],
    ],
  },
  {
    type: 'relation',
    code: 'holderRelation',
    holderType: '2',
    options: [['EMPLOYEE', '雇佣关系', true], ['OTHER', '其他']],
  },
  {
    type: 'relation',
    code: 'insuredRelation',
    holderType: '*',
    options: [
      ['SPOUSE', '配偶', true], ['CHILD', '子女'], ['PARENT', '父母'], ['GRANDPARENT', '祖父母、外祖父母'],
      ['GRANDCHILD', '孙子女、外孙子女'], ['SIBLING', '兄弟姐妹'],
    ],
  },
  {
    type: 'invoice',
    code: 'invoiceType',
    holderType: '1',
    options: [['03', '个人电子发票', true], ['01', '单位电子普通发票']],
  },
  {
    type: 'invoice',
    code: 'invoiceType',
    holderType: '2',
    options: [['01', '单位电子普通发票', true], ['02', '增值税专用发票（纸质，需寄送）']],
  },
  {
    type: 'person',
    code: 'gender',
    holderType: '*',
    options: [['M', '男', true], ['F', '女']],
  },
  {
    type: 'person',
    code: 'education',
    holderType: '*',
    options: [
      ['01', '博士研究生'], ['02', '硕士研究生'], ['03', '大学本科', true], ['04', '大学专科'],
      ['05', '高中、中专'], ['06', '初中及以下'],
    ],
  },
  {
    type: 'person',
    code: 'maritalStatus',
    holderType: '*',
    options: [['10', '未婚'], ['20', '已婚', true], ['30', '丧偶'], ['40', '离婚']],
  },
];
