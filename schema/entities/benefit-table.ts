import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';

export const COMPARISON_CHART_CODES = ['TOTAL_BENEFIT_D_PREMIUM', 'TOTAL_PREMIUM', 'TOTAL_BENEFIT'] as const;

/** A benefit illustration: a table by policy year and age, plus the figures of the comparison chart. */
export const BenefitTableSchema = Type.Object(
  {
    titles: Type.Array(Type.String(), { title: '列标题', description: '依次为保单年度、被保人年龄及各利益列' }),
    datas: Type.Array(
      Type.Object({
        policyYear: Type.Integer({ minimum: 1, title: '保单年度' }),
        insuredAge: Type.Integer({ minimum: 0, title: '被保人年龄' }),
        values: Type.Array(Type.Integer(), { title: '各列利益', description: '与 titles 第三列起对应；单位：分' }),
      }),
      { title: '数据行' },
    ),
    benefitFactors: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
        title: '计算因子',
        description: '生成本表所用的因子，如性别、年龄、缴费期间',
      }),
    ),
    comparisonChartAttr: Type.Optional(
      Type.Array(
        Type.Object({
          itemCode: StringEnum(COMPARISON_CHART_CODES, {
            title: '对比项编码',
            description: 'TOTAL_BENEFIT_D_PREMIUM 累计利益/累计保费倍数，TOTAL_PREMIUM 累计保费，TOTAL_BENEFIT 累计利益',
          }),
          displayName: Type.String({ title: '展示名称' }),
          detailDesc: Type.Optional(Type.String({ title: '说明' })),
          value: Type.Number({ title: '取值', description: 'TOTAL_PREMIUM、TOTAL_BENEFIT 单位为分；倍数项为倍数' }),
        }),
        { title: '对比图数据' },
      ),
    ),
  },
  { $id: 'BenefitTable', title: '利益演示表' },
);

export type BenefitTable = Static<typeof BenefitTableSchema>;
