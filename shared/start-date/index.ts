export {
  START_DATE_OPTIONS,
  startDateOption,
  type StartDateContext,
  type StartDateOption,
  type StartDateRange,
} from './start-date-option';
