import { Box, Checkbox, Field, Flex, NativeSelect } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/** The choices of a label table (`{ value: label }`), in its order. */
export function optionsFromLabels(labels: Readonly<Record<string, string>>): FilterOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

export interface FilterSelectProps {
  label: string;
  /** The chosen value; null, undefined and '' are the empty choice. */
  value: string | null | undefined;
  /** The empty first choice ('All statuses'): every row. Without it the select has no empty choice. */
  allLabel?: string;
  options: readonly FilterOption[];
  /** The chosen value, null for the empty choice. */
  onChange(value: string | null): void;
  /** The box's width from md up, e.g. '220px' (it shrinks, never grows, in a FilterBar). */
  width?: string;
  size?: 'sm' | 'md';
}

/** One filter of a list above its table (docs/rules/lists.md): a labelled select in a box of the filter bar. */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
  width = '220px',
  size,
}: FilterSelectProps): ReactElement {
  return (
    <Box flex={{ md: `0 1 ${width}` }} minW="0">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root size={size}>
          <NativeSelect.Field
            value={value ?? ''}
            onChange={(event) => onChange(event.currentTarget.value || null)}
          >
            {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
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

export interface FilterCheckboxProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A yes/no filter of a list ('Overdue only'), lined up with the selects of its filter bar. */
export function FilterCheckbox({ label, checked, onChange }: FilterCheckboxProps): ReactElement {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      pb={{ md: '2' }}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The row of a list's filters above its table: stacked on a phone, one wrapping row from md up. */
export function FilterBar({ children }: { children: ReactNode }): ReactElement {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      gap={{ base: '3', md: '4' }}
      wrap={{ md: 'wrap' }}
    >
      {children}
    </Flex>
  );
}
