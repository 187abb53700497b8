import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { Timestamp } from './field-types';

export const SIGNATURE_IMAGE_TYPES = ['png', 'jpeg'] as const;

/**
 * One sampled point of a stroke, in CSS pixels from the board's top left corner. Left unbounded: a
 * finger may leave the board mid-stroke, and a device's odd pressure must not cost the buyer the order.
 */
export const SignaturePointSchema = Type.Object(
  {
    x: Type.Number({ title: '横坐标', description: '距画板左边的 CSS 像素' }),
    y: Type.Number({ title: '纵坐标', description: '距画板上边的 CSS 像素' }),
    time: Timestamp({ title: '采样时间' }),
    pressure: Type.Number({ minimum: 0, title: '压力', description: '0 到 1；设备不报告时为 0 或 0.5' }),
  },
  { title: '笔迹点' },
);

/** One stroke (finger down to finger up) and the pen it was drawn with, so it can be drawn again. */
export const SignatureStrokeSchema = Type.Object(
  {
    penColor: Type.String({ title: '笔迹颜色' }),
    minWidth: Type.Number({ minimum: 0, title: '最细笔宽' }),
    maxWidth: Type.Number({ minimum: 0, title: '最粗笔宽' }),
    dotSize: Type.Number({ minimum: 0, title: '点的大小' }),
    velocityFilterWeight: Type.Number({ minimum: 0, maximum: 1, title: '速度平滑系数' }),
    points: Type.Array(SignaturePointSchema, { minItems: 1, title: '笔迹点' }),
  },
  { title: '笔画' },
);

/**
 * A handwritten signature as evidence: the uploaded image the insurer prints, and the strokes it was
 * drawn from (points with their times and pressure), on a board of the given size.
 */
export const SignatureSchema = Type.Object(
  {
    fileId: Type.String({ minLength: 1, title: '图片文件 ID' }),
    url: Type.String({ minLength: 1, title: '签名图片地址' }),
    imageType: StringEnum(SIGNATURE_IMAGE_TYPES, { title: '图片格式' }),
    width: Type.Number({ exclusiveMinimum: 0, title: '画板宽度', description: 'CSS 像素，笔迹坐标以画板为准' }),
    height: Type.Number({ exclusiveMinimum: 0, title: '画板高度', description: 'CSS 像素' }),
    signedAt: Timestamp({ title: '签署时间' }),
    strokes: Type.Array(SignatureStrokeSchema, { minItems: 1, title: '笔画' }),
  },
  { $id: 'Signature', title: '签名' },
);

export type SignaturePoint = Static<typeof SignaturePointSchema>;
export type SignatureStroke = Static<typeof SignatureStrokeSchema>;
export type Signature = Static<typeof SignatureSchema>;
