export { Calendar, type CalendarProps } from './calendar';
export { DateInput, type DateInputProps } from './date-input';
export {
  DATE_FORMAT_MESSAGE,
  dateErrorMessage,
  dateToIso,
  displayToIso,
  isIsoDate,
  isIsoWithin,
  isoToDate,
  isoToDisplay,
  localToday,
  parseTypedDate,
  typedDateToIso,
  type DateInputInvalidReason,
} from './rules';
