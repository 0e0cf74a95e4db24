// `ui-kit/format`: date, number and text formatting (no React, no Chakra).
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export {
  HEADER_DATE_FORMAT,
  LIST_DATE_FORMAT,
  RANGE_DATE_FORMAT,
  SHOP_TIME_ZONE,
  formatCalendarDay,
  formatDateRange,
  formatHeaderDate,
  formatListDate,
  formatWibDateTime,
  toDayjs,
  type DateInput,
} from '../date/format-date';
export { formatNumber, formatRupiah } from '../number/format-number';
export { formatFileSize } from '../number/file-size';
export { capitalise, firstCharacters, isLongerThan } from '../text/text';
