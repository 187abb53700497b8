import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `form` (form rows), in palette order, each loaded on first use. */
export const formLoaders: BlockLoaders = {
  inputItem: () => import('./input-item'),
  numberInput: () => import('./number-input'),
  datePickerItem: () => import('./date-picker-item'),
  selectItem: () => import('./select-item'),
  radioSelectItem: () => import('./radio-select-item'),
  radioListItem: () => import('./radio-list-item'),
  cascadePickerItem: () => import('./cascade-picker-item'),
  checkboxItem: () => import('./checkbox-item'),
  startDatePicker: () => import('./start-date-picker'),
  sumInsuredInput: () => import('./sum-insured-input'),
  periodRadioGroup: () => import('./period-radio-group'),
};
