import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  InputGroup,
  List,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { getIn, useField, useFormikContext } from 'formik';
import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { LuPlus, LuX } from 'react-icons/lu';
import { formatNumber } from 'ui-kit/format';
import { FieldFrame, PLACEHOLDER_COLOR, useFieldState, type BaseFieldProps } from './form-fields';

export interface TagListFieldProps extends BaseFieldProps {
  /** What one entry is called, for the buttons: 'feature' gives 'Add feature', 'Remove feature …'. */
  itemLabel: string;
  placeholder?: string;
  /** The longest entry the input takes. */
  maxLength?: number;
  /** At most this many entries; the input and the plus button stop there. */
  maxItems?: number;
}

/**
 * A list of short texts entered one by one (a package's features): type one and press Enter or the
 * plus button; each entry has its own remove button. The formik value is a `string[]`; spaces around
 * an entry are trimmed, an empty one or one already in the list is not added.
 */
export function TagListField({
  name,
  itemLabel,
  placeholder,
  maxLength,
  maxItems,
  ...frame
}: TagListFieldProps): ReactElement {
  const [field, , helpers] = useField<string[] | null | undefined>(name);
  const state = useFieldState(name, Boolean(frame.helperText));
  const [draft, setDraft] = useState('');
  const items = Array.isArray(field.value) ? field.value : [];
  const editable = !frame.readOnly && !frame.disabled;
  const full = maxItems !== undefined && items.length >= maxItems;
  const entry = draft.trim();
  const canAdd = editable && !full && entry !== '' && !items.includes(entry);

  function setItems(next: string[]): void {
    state.clearServerError();
    void helpers.setValue(next);
  }

  function add(): void {
    if (!canAdd) return;
    setItems([...items, entry]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Enter') return;
    // Enter adds the entry; it must not submit the form.
    event.preventDefault();
    add();
  }

  return (
    <FieldFrame state={state} {...frame}>
      {editable ? (
        <HStack w="full" gap="2">
          <Input
            name={`${name}-entry`}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={() => void helpers.setTouched(true)}
            placeholder={placeholder}
            maxLength={maxLength}
            disabled={full}
            aria-describedby={state.describedBy}
            _placeholder={{ color: PLACEHOLDER_COLOR }}
          />
          <IconButton
            type="button"
            variant="outline"
            aria-label={`Add ${itemLabel}`}
            disabled={!canAdd}
            onClick={add}
          >
            <LuPlus />
          </IconButton>
        </HStack>
      ) : null}
      {items.length > 0 ? (
        <List.Root
          variant="plain"
          w="full"
          gap="1.5"
          mt={editable ? '2' : '0'}
          aria-label={frame.label}
        >
          {items.map((item, index) => (
            <List.Item
              key={`${index}-${item}`}
              alignItems="center"
              justifyContent="space-between"
              gap="2"
              borderWidth="1px"
              borderColor="border"
              rounded="md"
              ps="3"
              pe="1"
              py="1"
              bg="bg.subtle"
            >
              <Text textStyle="sm" wordBreak="break-word">
                {item}
              </Text>
              {editable ? (
                <IconButton
                  type="button"
                  size="xs"
                  variant="ghost"
                  aria-label={`Remove ${itemLabel} ${item}`}
                  onClick={() => setItems(items.filter((_, at) => at !== index))}
                >
                  <LuX />
                </IconButton>
              ) : null}
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text textStyle="sm" color="fg.muted" mt="1">
          No {itemLabel}s yet.
        </Text>
      )}
    </FieldFrame>
  );
}

export interface RowsFieldColumn {
  /** The key of each row object, e.g. 'label'. */
  key: string;
  label: string;
  placeholder?: string;
  type?: 'text' | 'url';
  maxLength?: number;
}

export interface RowsFieldProps extends BaseFieldProps {
  /** Two or more text columns of one row, e.g. label and value. */
  columns: readonly RowsFieldColumn[];
  /** What one row is called: 'stat' gives 'Add stat' and 'Remove stat 2'. */
  itemLabel: string;
  maxRows?: number;
}

type Row = Record<string, string>;

/**
 * Rows of a few text columns (a company's label/value stats, its platform/URL social links). The
 * formik value is an array of objects keyed by the columns' keys; a row's cell errors come from the
 * form's errors at `name.index.key` (yup `array().of(object())`).
 */
export function RowsField({
  name,
  columns,
  itemLabel,
  maxRows,
  ...frame
}: RowsFieldProps): ReactElement {
  const [field, , helpers] = useField<Row[] | null | undefined>(name);
  const { errors, touched, submitCount, setFieldValue } = useFormikContext<unknown>();
  const state = useFieldState(name, Boolean(frame.helperText));
  const rows = Array.isArray(field.value) ? field.value : [];
  const editable = !frame.readOnly && !frame.disabled;
  const full = maxRows !== undefined && rows.length >= maxRows;
  // An error on the array itself ('at most 10'), not on a cell.
  const ownError = typeof state.error === 'string' ? state.error : undefined;
  const blank = (): Row => Object.fromEntries(columns.map((column) => [column.key, '']));

  return (
    <Field.Root
      id={state.id}
      invalid={ownError !== undefined}
      disabled={frame.disabled}
      readOnly={frame.readOnly}
    >
      <Field.Label as="div">{frame.label}</Field.Label>
      <Stack w="full" gap="2" role="group" aria-label={frame.label}>
        {rows.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            No {itemLabel}s yet.
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <HStack key={index} align="start" gap="2" w="full">
            {columns.map((column) => {
              const path = `${name}.${index}.${column.key}`;
              const cellError = getIn(errors, path) as unknown;
              const shown =
                (submitCount > 0 || Boolean(getIn(touched, path))) && typeof cellError === 'string';
              const cellLabel = `${column.label} ${formatNumber(index + 1)}`;
              const errorId = `${state.id}-${index}-${column.key}-error`;
              return (
                <Box key={column.key} flex="1" minW="0">
                  <Field.Root invalid={shown} readOnly={frame.readOnly}>
                    <VisuallyHidden asChild>
                      <Field.Label>{cellLabel}</Field.Label>
                    </VisuallyHidden>
                    <Input
                      name={path}
                      value={row[column.key] ?? ''}
                      type={column.type ?? 'text'}
                      placeholder={column.placeholder ?? column.label}
                      maxLength={column.maxLength}
                      readOnly={!editable}
                      onChange={(event) => {
                        state.clearServerError();
                        void setFieldValue(path, event.currentTarget.value);
                      }}
                      onBlur={field.onBlur}
                      aria-invalid={shown || undefined}
                      aria-describedby={shown ? errorId : undefined}
                      _placeholder={{ color: PLACEHOLDER_COLOR }}
                    />
                    {shown ? (
                      <Field.ErrorText id={errorId}>{cellError as string}</Field.ErrorText>
                    ) : null}
                  </Field.Root>
                </Box>
              );
            })}
            {editable ? (
              <IconButton
                type="button"
                variant="ghost"
                aria-label={`Remove ${itemLabel} ${formatNumber(index + 1)}`}
                onClick={() => {
                  state.clearServerError();
                  void helpers.setValue(rows.filter((_, at) => at !== index));
                }}
              >
                <LuX />
              </IconButton>
            ) : null}
          </HStack>
        ))}
        {editable ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            alignSelf="start"
            disabled={full}
            onClick={() => {
              state.clearServerError();
              void helpers.setValue([...rows, blank()]);
            }}
          >
            <LuPlus aria-hidden />
            Add {itemLabel}
          </Button>
        ) : null}
      </Stack>
      {frame.helperText ? <Field.HelperText>{frame.helperText}</Field.HelperText> : null}
      <Field.ErrorText>{ownError}</Field.ErrorText>
    </Field.Root>
  );
}

export interface RupiahFieldProps extends BaseFieldProps {
  placeholder?: string;
  /** The largest amount the input takes. */
  max?: number;
}

/** Digits of a typed amount as a whole number; '' when there are none. */
export function parseRupiah(text: string): number | '' {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : '';
}

/**
 * A whole-rupiah amount with Indonesian grouping as it is typed ('Rp 1.250.000'). The formik value is
 * a number, or '' while empty (yup reports that as required).
 */
export function RupiahField({ name, placeholder, max, ...frame }: RupiahFieldProps): ReactElement {
  const [field, , helpers] = useField<number | '' | null | undefined>(name);
  const state = useFieldState(name, Boolean(frame.helperText));
  const value = typeof field.value === 'number' ? formatNumber(field.value) : '';
  return (
    <FieldFrame state={state} {...frame}>
      <InputGroup startElement="Rp">
        <Input
          name={field.name}
          value={value}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          onBlur={field.onBlur}
          onChange={(event) => {
            state.clearServerError();
            const amount = parseRupiah(event.currentTarget.value);
            if (amount !== '' && max !== undefined && amount > max) return;
            void helpers.setValue(amount);
          }}
          aria-describedby={state.describedBy}
          _placeholder={{ color: PLACEHOLDER_COLOR }}
        />
      </InputGroup>
    </FieldFrame>
  );
}
