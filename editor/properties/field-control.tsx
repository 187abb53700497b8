import { assertNever } from '../../shared/assert-never';
import { ImageControl } from '../assets/image-control';
import type { ControlProps } from './control-props';
import type { ControlKind } from './control-descriptor';
import { ArrayControl } from './array-control';
import { ColourControl } from './colour-control';
import { DataSourceControl } from './data-source-control';
import { DateControl } from './date-control';
import { JsonControl } from './json-control';
import { NumberControl } from './number-control';
import { ObjectControl } from './object-control';
import { RadioControl } from './radio-control';
import { SelectControl } from './select-control';
import { SwitchControl } from './switch-control';
import { TextControl } from './text-control';
import { TextareaControl } from './textarea-control';
import { TupleControl } from './tuple-control';
import { UnionControl } from './union-control';

/** The control of a descriptor's kind, without its frame (a union shows its chosen variant this way). */
export function FieldControl(props: ControlProps<ControlKind>) {
  const { control } = props;
  switch (control.kind) {
    case 'text':
      return <TextControl {...props} control={control} />;
    case 'textarea':
      return <TextareaControl {...props} control={control} />;
    case 'number':
      return <NumberControl {...props} control={control} />;
    case 'switch':
      return <SwitchControl {...props} control={control} />;
    case 'select':
      return <SelectControl {...props} control={control} />;
    case 'radio':
      return <RadioControl {...props} control={control} />;
    case 'date':
      return <DateControl {...props} control={control} />;
    case 'colour':
      return <ColourControl {...props} control={control} />;
    case 'image':
      return <ImageControl {...props} control={control} />;
    case 'object':
      return <ObjectControl {...props} control={control} />;
    case 'array':
      return <ArrayControl {...props} control={control} />;
    case 'tuple':
      return <TupleControl {...props} control={control} />;
    case 'union':
      return <UnionControl {...props} control={control} />;
    case 'dataSource':
      return <DataSourceControl {...props} control={control} />;
    case 'json':
      return <JsonControl {...props} control={control} />;
    default:
      return assertNever(control, 'control kind');
  }
}
