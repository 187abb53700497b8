import { Type } from '@sinclair/typebox';
import { DictionaryItemSchema } from '../entities/dictionary-item';
import { OccupationNodeSchema } from '../entities/occupation-node';
import { RegionNodeSchema } from '../entities/region-node';
import { defineCall } from './define-call';
import { ResultEnvelope } from './envelope';

export const queryDictList = defineCall({
  name: 'queryDictList',
  method: 'POST',
  path: '/v1/common/queryDictList',
  summary: '查询平铺字典（country 国家、certiType 证件类型、bank 银行等）；树形的职业与地区见 queryOccupationTree、queryRegionTree',
  body: Type.Object(
    {
      goodsId: Type.Optional(Type.String({ title: '商品 ID', description: '按商品限定可选值' })),
      dictType: Type.String({ minLength: 1, title: '字典类型', description: 'country、certiType、bank 等' }),
    },
    { title: '字典查询请求' },
  ),
  response: ResultEnvelope(Type.Array(Type.Ref(DictionaryItemSchema), { title: '字典项' })),
});

export const queryOccupationTree = defineCall({
  name: 'queryOccupationTree',
  method: 'POST',
  path: '/v1/common/queryOccupationTree',
  summary: '本项目约定路径：查询三级职业树，只含商品允许的职业类别（1 至 7 类）',
  body: Type.Object({ goodsId: Type.String({ minLength: 1, title: '商品 ID' }) }, { title: '职业树查询请求' }),
  response: ResultEnvelope(Type.Array(Type.Ref(OccupationNodeSchema), { title: '职业树' })),
});

export const queryRegionTree = defineCall({
  name: 'queryRegionTree',
  method: 'POST',
  path: '/v1/common/queryRegionTree',
  summary: '本项目约定路径：查询省、市、区三级地区树',
  body: Type.Object(
    { goodsId: Type.Optional(Type.String({ title: '商品 ID', description: '按商品限定销售地区' })) },
    { title: '地区树查询请求' },
  ),
  response: ResultEnvelope(Type.Array(Type.Ref(RegionNodeSchema), { title: '地区树' })),
});

export const queryOptions = defineCall({
  name: 'queryOptions',
  method: 'POST',
  path: '/v1/common/queryOptions',
  summary: '本项目约定路径：按编码、类型与投保人类型查询下拉选项（如与投保人关系）',
  body: Type.Object(
    {
      code: Type.String({ minLength: 1, title: '选项编码' }),
      type: Type.String({ minLength: 1, title: '选项类型' }),
      holderType: Type.Optional(Type.String({ title: '投保人类型', description: '1 个人，2 企业' })),
    },
    { title: '选项查询请求' },
  ),
  response: ResultEnvelope(Type.Array(Type.Ref(DictionaryItemSchema), { title: '选项' })),
});
