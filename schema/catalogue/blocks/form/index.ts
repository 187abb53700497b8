import { inputItem } from './input-item';
import { numberInput } from './number-input';
import { datePickerItem } from './date-picker-item';
import { selectItem } from './select-item';
import { radioSelectItem } from './radio-select-item';
import { radioListItem } from './radio-list-item';
import { cascadePickerItem } from './cascade-picker-item';
import { checkboxItem } from './checkbox-item';
import { startDatePicker } from './start-date-picker';
import { sumInsuredInput } from './sum-insured-input';
import { periodRadioGroup } from './period-radio-group';

/** Form rows, in palette order. */
export const formBlocks = [
  inputItem,
  numberInput,
  datePickerItem,
  selectItem,
  radioSelectItem,
  radioListItem,
  cascadePickerItem,
  checkboxItem,
  startDatePicker,
  sumInsuredInput,
  periodRadioGroup,
] as const;
