import {
  Button,
  Combobox,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
  createListCollection,
  useComboboxContext,
} from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { LuRotateCw } from 'react-icons/lu';
import { getErrorMessage } from 'shared-auth';
import type { CustomerOption } from '../api/delivery.types';
import { customerLabel } from '../lib/delivery-format';

/** docs/rules/lists.md#delivery-table. */
export const CUSTOMER_SELECT_LABEL = 'Choose customer';
export const CUSTOMER_LOAD_ERROR = 'The customers could not be loaded.';
export const NO_CUSTOMERS_TEXT = 'No customers yet. Customers are added under Customer.';

interface CustomerItem {
  value: string;
  /** What the option and the field show: alias, else name. */
  label: string;
  /** The full name under the alias, when they differ: two customers may share an alias. */
  detail: string | null;
}

function toItem(customer: CustomerOption): CustomerItem {
  const label = customerLabel(customer) || customer.id;
  const name = customer.name?.trim() ?? '';
  return { value: customer.id, label, detail: name && name !== label ? name : null };
}

const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

function matches(item: CustomerItem, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    item.label.toLocaleLowerCase().includes(needle) ||
    (item.detail?.toLocaleLowerCase().includes(needle) ?? false)
  );
}

/**
 * The combobox fills its field from the list when its value changes. A customer remembered from
 * an earlier visit is chosen before the list has arrived; once its label exists, the field is
 * told to show it.
 */
function SyncSelectedLabel({ label }: { label: string }): null {
  const combobox = useComboboxContext();
  const comboboxRef = useRef(combobox);
  comboboxRef.current = combobox;
  useEffect(() => {
    if (label && !comboboxRef.current.open) comboboxRef.current.syncSelectedItems();
  }, [label]);
  return null;
}

export interface CustomerSelectProps {
  customers: readonly CustomerOption[];
  /** The chosen customer's id, or null. */
  value: string | null;
  onChange(customerId: string | null): void;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
}

/**
 * docs/rules/lists.md#delivery-table 'Choose customer': a combobox over every customer (`GET /customers`), shown by alias
 * (else name) and found by typing any part of the alias or the name — a plain select stops being
 * usable once there are hundreds. Sorted by what it shows.
 */
export function CustomerSelect({
  customers,
  value,
  onChange,
  isLoading = false,
  error,
  onRetry,
}: CustomerSelectProps): ReactElement {
  const [query, setQuery] = useState('');
  const messageId = useId();
  const items = useMemo(
    () => customers.map(toItem).sort((a, b) => collator.compare(a.label, b.label)),
    [customers],
  );
  const collection = useMemo(
    () =>
      createListCollection({
        items: items.filter((item) => matches(item, query)),
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
      }),
    [items, query],
  );
  const failed = Boolean(error) && items.length === 0;
  const selectedLabel = items.find((item) => item.value === value)?.label ?? '';
  const empty = !isLoading && !failed && items.length === 0;

  return (
    <Stack gap="1.5">
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(details) => onChange(details.value[0] ?? null)}
        onInputValueChange={(details) => {
          // Only typing narrows the list; picking an item puts its label in the field, which must
          // not hide every other customer the next time the list opens.
          setQuery(details.reason === 'input-change' ? details.inputValue : '');
        }}
        onOpenChange={(details) => {
          // Opened by a click or an arrow key: every customer. Closed: the full list again, so
          // that the field can always find the chosen customer's label in it.
          if (!details.open || details.reason !== 'input-change') setQuery('');
        }}
        openOnClick
        disabled={failed}
        invalid={failed}
        positioning={{ sameWidth: true }}
      >
        <SyncSelectedLabel label={selectedLabel} />
        <Combobox.Label textStyle="sm" fontWeight="medium">
          {CUSTOMER_SELECT_LABEL}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            // White like the date field beside it, not the page's grey showing through.
            bg="bg"
            placeholder={isLoading ? 'Loading customers…' : 'Type to search customers'}
            aria-describedby={failed || empty ? messageId : undefined}
          />
          <Combobox.IndicatorGroup>
            {isLoading ? <Spinner size="xs" color="fg.muted" aria-hidden /> : null}
            <Combobox.ClearTrigger aria-label="Clear customer" />
            <Combobox.Trigger aria-label="Show customers" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="min(320px, 50vh)">
              <Combobox.Empty>
                {isLoading
                  ? 'Loading customers…'
                  : items.length === 0
                    ? 'No customers yet'
                    : 'No customer matches'}
              </Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.value}>
                  <Stack gap="0" flex="1" minW="0">
                    <Combobox.ItemText>{item.label}</Combobox.ItemText>
                    {item.detail ? (
                      <Text textStyle="xs" color="fg.muted" truncate>
                        {item.detail}
                      </Text>
                    ) : null}
                  </Stack>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {failed ? (
        <HStack id={messageId} role="alert" gap="2" textStyle="sm" color="fg.error" wrap="wrap">
          <Text>{getErrorMessage(error, CUSTOMER_LOAD_ERROR)}</Text>
          {onRetry ? (
            <Button size="xs" variant="outline" onClick={onRetry}>
              <LuRotateCw aria-hidden />
              Retry
            </Button>
          ) : null}
        </HStack>
      ) : empty ? (
        <Text id={messageId} textStyle="sm" color="fg.muted">
          {NO_CUSTOMERS_TEXT}
        </Text>
      ) : null}
    </Stack>
  );
}
