import type { BlockLoaders } from '../block-loader-types';

/** The form blocks of the registry, each loaded on first use. */
export const formLoaders: BlockLoaders = {
  inputItem: () => import('./input-item'),
  selectItem: () => import('./select-item'),
  radioSelectItem: () => import('./radio-select-item'),
  datePickerItem: () => import('./date-picker-item'),
  numberInput: () => import('./number-input'),
  checkboxItem: () => import('./checkbox-item'),
  policyHolderModule: () => import('./policy-holder-module'),
  insuredModule: () => import('./insured-module'),
  insurancePlanTrialCalculation: () => import('./insurance-plan-trial-calculation'),
  insuredElementModule: () => import('./insured-element-module'),
  trailCommonModule: () => import('./trail-common-module'),
  startDatePicker: () => import('./start-date-picker'),
  periodRadioGroup: () => import('./period-radio-group'),
  cascadePickerItem: () => import('./cascade-picker-item'),
  radioListItem: () => import('./radio-list-item'),
  sumInsuredInput: () => import('./sum-insured-input'),
  agentModule: () => import('./agent-module'),
  addInsuredBlock: () => import('./add-insured-block'),
  beneficiaryList: () => import('./beneficiary-list'),
};
