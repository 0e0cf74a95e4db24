import { TRANSACTION_STATUSES } from 'contracts/limits';
import { Box } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { DateRangePicker, rangeToFilters, useUrlDateRange } from 'ui-kit/date-picker';
import { FilterSelect } from 'ui-kit/table';
import { ALL_STATUSES_LABEL } from './payment-columns';
import { isTransactionStatus, type PaymentFilter } from './payment-filter';

export interface PaymentFilterFieldsProps {
  /** The filter the address holds (`readPaymentFilter`). */
  filter: PaymentFilter;
  /** Writes the changed filters to the address (null clears one). */
  onChange(changes: Partial<Record<keyof PaymentFilter, string | null>>): void;
}

/**
 * A payments list's Status select and date range picker, for a FilterBar: a router's list
 * (`hotspot`) and every router's (`billing`, after its Router select) show the same two.
 */
export function PaymentFilterFields({ filter, onChange }: PaymentFilterFieldsProps): ReactElement {
  // The picker keeps its half-chosen range ([from, null] between the two clicks); the address
  // holds the filter it means, and gives the range back on a reload, a shared link or Back.
  const [range, setRange] = useUrlDateRange(filter.startDate, filter.endDate);
  return (
    <>
      <FilterSelect
        label="Status"
        value={filter.status}
        allLabel={ALL_STATUSES_LABEL}
        options={TRANSACTION_STATUSES.map((status) => ({ value: status, label: status }))}
        onChange={(status) => onChange({ status: isTransactionStatus(status) ? status : null })}
      />
      <Box flex={{ md: '1 1 260px' }} maxW={{ md: '320px' }} minW="0">
        <DateRangePicker
          value={range}
          onChange={(next) => {
            setRange(next);
            onChange(rangeToFilters(next));
          }}
        />
      </Box>
    </>
  );
}
