import { tablePreferencesPath } from 'contracts/paths';
import type { TablePreferences, TablePreferencesInput } from 'contracts/types';
import { useCallback, useEffect, useRef } from 'react';
import { http } from 'shared-auth';
import type { VisibilityState } from '@tanstack/react-table';
import { successEnvelope } from 'ui-kit/envelope';
import type { ListStore } from './list-store';

/** The visibility a user's saved choices make: hidden ones off, shown ones on. */
export function visibilityOf(preferences: {
  hidden: readonly string[];
  shown?: readonly string[] | undefined;
}): VisibilityState {
  return {
    ...Object.fromEntries((preferences.shown ?? []).map((id) => [id, true])),
    ...Object.fromEntries(preferences.hidden.map((id) => [id, false])),
  };
}

/** What is saved for a visibility: the columns turned off and the columns turned on. */
export function preferencesOf(visibility: VisibilityState): TablePreferencesInput {
  const entries = Object.entries(visibility);
  return {
    hidden: entries.filter(([, on]) => !on).map(([id]) => id),
    shown: entries.filter(([, on]) => on).map(([id]) => id),
    order: [],
  };
}

/**
 * A table's column choices kept on the server per user (docs/rules/reports.md), so they follow the user
 * to every device: local state first (the store answers at once), then the saved choices once
 * read — unless the user changed something meanwhile — and every change saved. A failed read or
 * save leaves the table as the user sees it (the choice is a convenience, not data).
 * Returns the store's setter to hand the table.
 */
export function useTablePreferences<TRow>(
  store: ListStore<TRow>,
  tableId: string | undefined,
): (visibility: VisibilityState) => void {
  const changedHere = useRef(false);
  useEffect(() => {
    if (!tableId) return undefined;
    const controller = new AbortController();
    changedHere.current = false;
    http
      .get<unknown>(tablePreferencesPath(tableId), { signal: controller.signal })
      .then((response) => {
        const saved = successEnvelope.readRecord<TablePreferences>(response.data);
        if (changedHere.current || controller.signal.aborted) return;
        store.getState().setColumnVisibility(visibilityOf(saved));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [store, tableId]);

  return useCallback(
    (visibility: VisibilityState) => {
      store.getState().setColumnVisibility(visibility);
      if (!tableId) return;
      changedHere.current = true;
      void http
        .put(tablePreferencesPath(tableId), preferencesOf(visibility))
        .catch(() => undefined);
    },
    [store, tableId],
  );
}
