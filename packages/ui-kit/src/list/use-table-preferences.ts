import { tablePreferencesPath } from 'contracts/paths';
import type { TablePreferences, TablePreferencesInput } from 'contracts/types';
import { useCallback, useEffect, useMemo, useRef } from 'react';
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

/** What is saved for a visibility and an order: the columns turned off, those turned on, the order. */
export function preferencesOf(
  visibility: VisibilityState,
  order: readonly string[] = [],
): TablePreferencesInput {
  const entries = Object.entries(visibility);
  return {
    hidden: entries.filter(([, on]) => !on).map(([id]) => id),
    shown: entries.filter(([, on]) => on).map(([id]) => id),
    order: [...order],
  };
}

/** The setters a table hands its column menu. */
export interface TablePreferenceSetters {
  setColumnVisibility(visibility: VisibilityState): void;
  setColumnOrder(order: string[]): void;
  /** The table's own columns and order again (and saved so). */
  resetColumns(): void;
}

/**
 * A table's column choices (visible columns and order) kept on the server per user
 * (docs/rules/reports.md#column-choices), so they follow the user to every device: local state first
 * (the store answers at once), then the saved choices once read — unless the user changed
 * something meanwhile — and every change saved whole. A failed read or save leaves the table as
 * the user sees it (the choice is a convenience, not data). Ids the table no longer has are
 * ignored when shown (`orderColumns`, `resolveColumnVisibility`).
 */
export function useTablePreferences<TRow>(
  store: ListStore<TRow>,
  tableId: string | undefined,
): TablePreferenceSetters {
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
        const state = store.getState();
        state.setColumnVisibility(visibilityOf(saved));
        state.setColumnOrder(Array.isArray(saved.order) ? [...saved.order] : []);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [store, tableId]);

  const save = useCallback(() => {
    if (!tableId) return;
    changedHere.current = true;
    const { columnVisibility, columnOrder } = store.getState();
    void http
      .put(tablePreferencesPath(tableId), preferencesOf(columnVisibility, columnOrder))
      .catch(() => undefined);
  }, [store, tableId]);

  return useMemo(
    () => ({
      setColumnVisibility: (visibility) => {
        store.getState().setColumnVisibility(visibility);
        save();
      },
      setColumnOrder: (order) => {
        store.getState().setColumnOrder(order);
        save();
      },
      resetColumns: () => {
        store.getState().setColumnVisibility({});
        store.getState().setColumnOrder([]);
        save();
      },
    }),
    [store, save],
  );
}
