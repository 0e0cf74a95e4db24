import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS } from 'contracts/messages';
import { AUDIT_PATH } from 'contracts/paths';
import type { AuditEntry } from 'contracts/types';
import { DateRangePicker, rangeToFilters, toIsoDay, useUrlDateRange } from 'ui-kit/date-picker';
import { formatWibDateTime } from 'ui-kit/format';
import { usePageTitle } from 'ui-kit/layout';
import { createListStore, ResourceList } from 'ui-kit/list';
import { withQuery } from 'ui-kit/routing';
import { FilterBar, FilterSelect, optionsFromLabels, type DataColumn } from 'ui-kit/table';
import { auditDetailFields } from './audit-changes';

/** The filters the address keeps (a reload, Back and a shared link show the same rows). */
export const AUDIT_FILTERS = ['actor', 'resource', 'action', 'from', 'to'] as const;
type AuditFilter = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

/** The list's view state: newest first (the API sorts by `at` only). */
export const useAuditListStore = createListStore<AuditEntry>('audit', {
  sortCol: 'at',
  sortDir: 'DESC',
  perPage: 25,
});

const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;

export const auditColumns: DataColumn<AuditEntry>[] = [
  { id: 'at', label: 'Time', sortable: true, cell: (row) => formatWibDateTime(row.at) },
  { id: 'actorUsername', label: 'User', cell: (row) => row.actorUsername ?? '—' },
  { id: 'action', label: 'Action', cell: (row) => label(AUDIT_ACTION_LABELS, row.action) },
  { id: 'resource', label: 'Resource', cell: (row) => label(AUDIT_RESOURCE_LABELS, row.resource) },
  { id: 'summary', label: 'Summary' },
  { id: 'address', label: 'Address', cell: (row) => row.address ?? '—' },
];

function readFilter(query: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const key of AUDIT_FILTERS) {
    const value = query.get(key);
    if (value) filter[key] = value;
  }
  return filter;
}

/** `/app/audit` (docs/rules/audit.md): who changed what, filtered, each row's changes field by field. */
export function AuditPage(): ReactElement {
  usePageTitle('Audit');
  const [query, setQuery] = useSearchParams();
  const filter = readFilter(query);
  const [actor, setActor] = useState(filter.actor ?? '');
  useEffect(() => setActor(filter.actor ?? ''), [filter.actor]);
  const [range, setRange] = useUrlDateRange(filter.from, filter.to);

  function changeFilter(changes: Partial<Record<keyof AuditFilter, string | null | undefined>>) {
    useAuditListStore.getState().setPage(1);
    setQuery((current) => withQuery(current, changes), { replace: true });
  }

  return (
    <Stack p={{ base: '3', md: '6' }} gap="4" minW="0">
      <Text color="fg.muted" textStyle="sm">
        Every change made through the console, sign-ins included. Times in WIB (Asia/Jakarta).
      </Text>
      <FilterBar>
        <Box flex={{ md: '0 1 200px' }} minW="0">
          <Field.Root>
            <Field.Label>User</Field.Label>
            <Input
              value={actor}
              placeholder="Username"
              onChange={(event) => setActor(event.currentTarget.value)}
              onBlur={() => changeFilter({ actor: actor.trim() })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') changeFilter({ actor: actor.trim() });
              }}
            />
          </Field.Root>
        </Box>
        <FilterSelect
          label="Resource"
          width="200px"
          value={filter.resource}
          allLabel="All resources"
          options={optionsFromLabels(AUDIT_RESOURCE_LABELS)}
          onChange={(value) => changeFilter({ resource: value })}
        />
        <FilterSelect
          label="Action"
          width="200px"
          value={filter.action}
          allLabel="All actions"
          options={optionsFromLabels(AUDIT_ACTION_LABELS)}
          onChange={(value) => changeFilter({ action: value })}
        />
        <Box flex={{ md: '1 1 260px' }} maxW={{ md: '320px' }} minW="0">
          <DateRangePicker
            value={range}
            onChange={(next) => {
              setRange(next);
              const days = rangeToFilters(next);
              changeFilter({ from: days.startDate, to: days.endDate });
            }}
          />
        </Box>
      </FilterBar>
      <ResourceList<AuditEntry>
        path={AUDIT_PATH}
        store={useAuditListStore}
        params={filter}
        columns={auditColumns}
        label="Audit trail"
        preferencesId="audit"
        exportFilename={() => `audit-${toIsoDay(new Date())}.csv`}
        exportErrorText="The audit trail could not be exported"
        envelope="success"
        getRowLabel={(row) => row.summary}
        searchPlaceholder="Search summary, user, id or address"
        emptyText="No change matches these filters."
        actions={{ view: true }}
        detailFields={(row) => auditDetailFields(row, formatWibDateTime)}
        detailTitle="Audit entry"
      />
    </Stack>
  );
}
