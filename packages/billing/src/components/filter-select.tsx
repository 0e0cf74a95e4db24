import { Box, Field, NativeSelect } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export interface FilterSelectProps {
  label: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string | null): void;
}

/** One filter of a billing list above its table: a labelled select whose empty choice is every row. */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: FilterSelectProps): ReactElement {
  return (
    <Box flex={{ md: '0 1 220px' }} minW="0">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value}
            onChange={(event) => onChange(event.currentTarget.value || null)}
          >
            <option value="">{allLabel}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Box>
  );
}
