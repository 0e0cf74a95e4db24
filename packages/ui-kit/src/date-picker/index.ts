// `ui-kit/date-picker`: the date range picker (react-datepicker and its CSS load only with it).
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export {
  CALENDAR_START_DAY,
  DATE_RANGE_CLOSE_LABEL,
  DATE_RANGE_LABEL,
  DATE_RANGE_MONTHS,
  DATE_RANGE_PLACEHOLDER,
  DateRangePicker,
  type DateRange,
  type DateRangePickerProps,
} from '../date/date-range-picker';
export {
  filtersToRange,
  fromIsoDay,
  rangeToFilters,
  toIsoDay,
  type DayFilters,
} from '../date/day-range';
export { useUrlDateRange } from '../date/use-url-date-range';
