import { Box, Button, HStack, IconButton, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { forwardRef, useId, useRef, type ButtonHTMLAttributes, type ReactElement } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { LuCalendarDays, LuX } from 'react-icons/lu';
import { useIsSmallScreen } from 'ui-kit/layout';
import { SOLID_HOVER_BG } from 'ui-kit/provider';
import { formatDateRange } from 'ui-kit/format';

/** Delivery date-range texts (docs/rules/lists.md#date-range) and calendar. */
export const DATE_RANGE_LABEL = 'Select date';
export const DATE_RANGE_CLOSE_LABEL = 'Close';
/** Shown while no date is chosen: a list with no range is not filtered by date. */
export const DATE_RANGE_PLACEHOLDER = 'All dates';
/** docs/rules/lists.md#date-range: the calendar shows two months from 768 px up and starts the week on Monday. */
export const DATE_RANGE_MONTHS = 2;
export const CALENDAR_START_DAY = 1;

/**
 * react-datepicker names each day cell 'Choose ' + the locale's full date. en-US writes that day
 * as an ordinal ('October 26th'), so the name lacks the '26' the cell shows and speech input
 * cannot reach it (WCAG 2.5.3 label in name). This is en-US with a plain day number in the full
 * date ('Monday, October 26, 2026'); headers and week numbers are en-US's as before.
 */
const CALENDAR_LOCALE: Locale = {
  ...enUS,
  formatLong: {
    ...enUS.formatLong,
    date: ({ width }) => (width === 'full' ? 'EEEE, MMMM d, y' : enUS.formatLong.date({ width })),
  },
};

/**
 * Days of the neighbouring months: quieter than the month's own, yet 4.5:1 on the calendar
 * (fg.subtle, used before, is 2.56:1) and, a step darker, on the hover fill (the theme test
 * checks both pairs).
 */
export const OUTSIDE_MONTH_DAY_COLORS = { rest: 'gray.500', hover: 'fg.muted' } as const;
/** The hover fill of a day that has no fill of its own. */
export const DAY_HOVER_BG = 'bg.muted';

/** [from, to]; to is null while the second date is being chosen. */
export type DateRange = [Date | null, Date | null];

export interface DateRangePickerProps {
  value: DateRange;
  /** Called with [from, null] after the first click and [from, to] after the second; [null, null] on clear. */
  onChange(range: DateRange): void;
  label?: string;
  /** The label is still there for screen readers. */
  hideLabel?: boolean;
  placeholder?: string;
  minDate?: Date;
  maxDate?: Date;
  disabled?: boolean;
  /** Months side by side; default 2, and 1 below 768 px where two do not fit. */
  monthsShown?: number;
}

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  value?: string;
  placeholder?: string;
};

/** The field the calendar opens from: a button showing the range as 'DD-MM-YYYY to DD-MM-YYYY'. */
const RangeTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function RangeTrigger(
  { value, placeholder, onChange: _onChange, ...rest },
  ref,
) {
  return (
    <chakra.button
      ref={ref}
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="2"
      h="10"
      w="full"
      minW={{ base: '0', sm: '240px' }}
      px="3"
      textStyle="sm"
      textAlign="start"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      cursor="pointer"
      color={value ? 'fg' : 'fg.muted'}
      _hover={{ borderColor: 'border.emphasized' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'colorPalette.focusRing',
        outlineOffset: '0',
        borderColor: 'colorPalette.focusRing',
      }}
      _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
      {...rest}
    >
      <Box as="span" color="fg.muted" aria-hidden>
        <LuCalendarDays />
      </Box>
      <Text as="span" flex="1" truncate>
        {value || placeholder}
      </Text>
    </chakra.button>
  );
});

// react-datepicker's own stylesheet, retuned to the console's tokens. Order matters: the range
// and selection fills come after the keyboard highlight so that they win over it.
const calendarCss = {
  '& .react-datepicker-wrapper': { display: 'block', width: 'full' },
  '& .react-datepicker-popper': { zIndex: 'popover' },
  '& .react-datepicker': {
    fontFamily: 'body',
    fontSize: 'sm',
    color: 'fg',
    bg: 'bg.panel',
    borderColor: 'border',
    rounded: 'md',
    boxShadow: 'lg',
    overflow: 'hidden',
  },
  '& .react-datepicker__triangle': { display: 'none' },
  '& .react-datepicker__header': { bg: 'bg.subtle', borderColor: 'border' },
  '& .react-datepicker__month-container + .react-datepicker__month-container': {
    borderLeftWidth: '1px',
    borderColor: 'border',
  },
  '& .react-datepicker__current-month': { fontSize: 'sm', fontWeight: 'semibold', color: 'fg' },
  '& .react-datepicker__day-name, & .react-datepicker__week-number': { color: 'fg.muted' },
  '& .react-datepicker__day': { rounded: 'sm', color: 'fg' },
  '& .react-datepicker__day:hover': { bg: DAY_HOVER_BG },
  '& .react-datepicker__day--outside-month': { color: OUTSIDE_MONTH_DAY_COLORS.rest },
  '& .react-datepicker__day--outside-month:hover': { color: OUTSIDE_MONTH_DAY_COLORS.hover },
  '& .react-datepicker__day--today': { fontWeight: 'bold' },
  '& .react-datepicker__day--keyboard-selected': {
    bg: 'transparent',
    color: 'fg',
    outline: '2px solid',
    outlineColor: 'brand.focusRing',
    outlineOffset: '-2px',
  },
  '& .react-datepicker__day--in-range, & .react-datepicker__day--in-selecting-range': {
    bg: 'brand.muted',
    color: 'brand.fg',
  },
  '& .react-datepicker__day--selected, & .react-datepicker__day--range-start, & .react-datepicker__day--range-end, & .react-datepicker__day--selecting-range-start':
    {
      bg: 'brand.solid',
      color: 'brand.contrast',
    },
  // The plain day hover above would put the white text of a chosen day on a light grey.
  '& .react-datepicker__day--selected:hover, & .react-datepicker__day--range-start:hover, & .react-datepicker__day--range-end:hover, & .react-datepicker__day--selecting-range-start:hover':
    { bg: SOLID_HOVER_BG },
  '& .react-datepicker__day--disabled': { color: 'fg.subtle', cursor: 'not-allowed' },
  '& .react-datepicker__navigation:focus-visible': {
    outline: '2px solid',
    outlineColor: 'brand.focusRing',
  },
  '& .react-datepicker__children-container': {
    clear: 'both',
    width: 'auto',
    margin: '0',
    px: '3',
    py: '2',
    height: 'auto',
    display: 'flex',
    justifyContent: 'flex-end',
    borderTopWidth: '1px',
    borderColor: 'border',
  },
} as const;

/**
 * Delivery date range (docs/rules/lists.md#date-range) on react-datepicker: two months (one below 768 px), weeks from
 * Monday with week numbers, a Close button, shown as 'DD-MM-YYYY to DD-MM-YYYY' or one date when
 * both ends are the same day. Keyboard: Enter or Space opens it, ArrowDown moves into the month,
 * the arrow keys move between days, Enter picks (the second pick closes it), Escape closes.
 */
export function DateRangePicker({
  value,
  onChange,
  label = DATE_RANGE_LABEL,
  hideLabel = false,
  placeholder = DATE_RANGE_PLACEHOLDER,
  minDate,
  maxDate,
  disabled = false,
  monthsShown,
}: DateRangePickerProps): ReactElement {
  const [from, to] = value;
  const small = useIsSmallScreen();
  const labelId = useId();
  const triggerId = useId();
  const pickerRef = useRef<DatePicker>(null);
  // react-datepicker puts its own ref on the trigger, so it is found by id.
  const focusTrigger = (): void => document.getElementById(triggerId)?.focus();
  const text = formatDateRange(from, to);

  const labelText = (
    // A block, so that the label's line is as tall as a field label's (Chakra's Field and
    // Combobox labels) and pickers line up with the fields beside them.
    <Text as="span" display="block" id={labelId} textStyle="sm" fontWeight="medium">
      {label}
    </Text>
  );

  return (
    <Box css={calendarCss} minW="0">
      {hideLabel ? <VisuallyHidden>{labelText}</VisuallyHidden> : <Box mb="1.5">{labelText}</Box>}
      <HStack gap="1" align="center">
        <Box flex="1" minW="0">
          <DatePicker
            ref={pickerRef}
            selectsRange
            startDate={from}
            endDate={to}
            onChange={(range) => onChange(range)}
            monthsShown={monthsShown ?? (small ? 1 : DATE_RANGE_MONTHS)}
            calendarStartDay={CALENDAR_START_DAY}
            locale={CALENDAR_LOCALE}
            showWeekNumbers
            dateFormat="dd-MM-yyyy"
            value={text}
            placeholderText={placeholder}
            minDate={minDate}
            maxDate={maxDate}
            disabled={disabled}
            id={triggerId}
            ariaLabelledBy={`${labelId} ${triggerId}`}
            customInput={<RangeTrigger />}
            // A button opens on click, Enter or Space, not on focus: tabbing past must not pop it up.
            preventOpenOnFocus
            popperPlacement="bottom-start"
            showPopperArrow={false}
          >
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                // skipSetBlur: otherwise the picker blurs its input a frame later and the focus
                // is lost; it goes back to the trigger the calendar opened from.
                pickerRef.current?.setOpen(false, true);
                focusTrigger();
              }}
            >
              {DATE_RANGE_CLOSE_LABEL}
            </Button>
          </DatePicker>
        </Box>
        {from || to ? (
          <IconButton
            aria-label="Clear dates"
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={() => {
              onChange([null, null]);
              // This button goes away with the range; the trigger keeps the focus in place.
              focusTrigger();
            }}
          >
            <LuX />
          </IconButton>
        ) : null}
      </HStack>
    </Box>
  );
}
