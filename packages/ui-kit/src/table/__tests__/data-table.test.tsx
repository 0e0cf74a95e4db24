import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { nextFrame, pressMenuItem } from '../../testing';
import type { SortDirection } from '../../list/list-store';
import { UiProvider } from '../../provider/ui-provider';
import type { DataColumn } from '../columns';
import { DataTable, type DataTableProps } from '../data-table';

interface Delivery {
  id: string;
  slipNumber: string;
  partName: string;
  orderNo: string;
  qty: number;
}

const columns: DataColumn<Delivery>[] = [
  { id: 'slipNumber', label: 'Seq Prod', sortable: true },
  { id: 'partName', label: 'Part Name', sortable: true },
  { id: 'orderNo', label: 'Order No', hiddenByDefault: true },
  { id: 'qty', label: 'Qty', sortable: true, align: 'end' },
];

const rows: Delivery[] = [
  { id: 'd1', slipNumber: 'S-002', partName: 'Bracket', orderNo: 'O-1', qty: 4 },
  { id: 'd2', slipNumber: 'S-001', partName: 'Antenna', orderNo: 'O-2', qty: 12 },
  { id: 'd3', slipNumber: 'S-003', partName: 'Cable', orderNo: 'O-3', qty: 7 },
];

type Props = Partial<DataTableProps<Delivery>>;

function renderTable(props: Props = {}) {
  return render(
    <UiProvider>
      <DataTable<Delivery> label="Deliveries" columns={columns} data={rows} {...props} />
    </UiProvider>,
  );
}

function headers(): string[] {
  return within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

function firstColumn(): string[] {
  const table = screen.getByRole('table', { name: 'Deliveries' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

test('says Loading.. with a skeleton while the first page loads', () => {
  renderTable({ data: [], isLoading: true });

  expect(screen.getByRole('status')).toHaveTextContent('Loading..');
  expect(screen.queryByText('No data')).not.toBeInTheDocument();
});

test('says No data when nothing is loading and there are no rows', () => {
  renderTable({ data: [] });

  expect(screen.getByRole('cell', { name: 'No data' })).toBeInTheDocument();
  expect(screen.queryByText('Loading..')).not.toBeInTheDocument();
});

test('shows a failed load with its message and a Retry button', async () => {
  const onRetry = jest.fn();
  const user = userEvent.setup();
  renderTable({ data: [], error: { message: 'Database is starting' }, onRetry });

  expect(screen.getByRole('alert')).toHaveTextContent('Database is starting');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

/** The table over a sort kept in state, as ResourceList keeps it in the list store. */
function SortedTable({
  onSortChange,
}: {
  onSortChange: (col: string, dir: SortDirection) => void;
}) {
  const [sort, setSort] = useState<{ col: string; dir: SortDirection }>({
    col: 'created_at',
    dir: 'DESC',
  });
  return (
    <UiProvider>
      <DataTable<Delivery>
        label="Deliveries"
        columns={columns}
        data={rows}
        sortCol={sort.col}
        sortDir={sort.dir}
        onSortChange={(col, dir) => {
          onSortChange(col, dir);
          setSort({ col, dir });
        }}
      />
    </UiProvider>
  );
}

test('a sortable header sorts: ascending, descending, back to the default; aria-sort follows', async () => {
  const onSortChange = jest.fn();
  const user = userEvent.setup();
  render(<SortedTable onSortChange={onSortChange} />);
  const header = () => screen.getByRole('columnheader', { name: /Seq Prod/ });
  // The server's default order (created_at) is no column here: rows stay as loaded.
  expect(firstColumn()).toEqual(['S-002', 'S-001', 'S-003']);
  expect(header()).not.toHaveAttribute('aria-sort');

  await user.click(screen.getByRole('button', { name: 'Seq Prod' }));
  expect(onSortChange).toHaveBeenLastCalledWith('slipNumber', 'ASC');
  expect(header()).toHaveAttribute('aria-sort', 'ascending');
  // Also applied to the loaded rows.
  expect(firstColumn()).toEqual(['S-001', 'S-002', 'S-003']);

  await user.click(screen.getByRole('button', { name: 'Seq Prod' }));
  expect(onSortChange).toHaveBeenLastCalledWith('slipNumber', 'DESC');
  expect(header()).toHaveAttribute('aria-sort', 'descending');
  expect(firstColumn()).toEqual(['S-003', 'S-002', 'S-001']);

  await user.click(screen.getByRole('button', { name: 'Seq Prod' }));
  expect(onSortChange).toHaveBeenLastCalledWith('created_at', 'DESC');
  expect(header()).not.toHaveAttribute('aria-sort');
});

test('a header that is not sortable is plain text', () => {
  renderTable({ onSortChange: jest.fn() });

  expect(screen.queryByRole('button', { name: 'Order No' })).not.toBeInTheDocument();
});

test('counts selected rows against the rows loaded on the page', async () => {
  const user = userEvent.setup();
  renderTable({ getRowLabel: (row) => row.slipNumber, pagination: pager() });

  expect(screen.getByText('0 of 3 data selected.')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select S-001' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select S-003' }));
  expect(screen.getByText('2 of 3 data selected.')).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
  expect(screen.getByText('3 of 3 data selected.')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
  expect(screen.getByText('0 of 3 data selected.')).toBeInTheDocument();
});

test('rows that leave the page leave the selection', async () => {
  const user = userEvent.setup();
  const { rerender } = renderTable({ getRowLabel: (row) => row.slipNumber, pagination: pager() });
  await user.click(screen.getByRole('checkbox', { name: 'Select S-001' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select S-002' }));

  rerender(
    <UiProvider>
      <DataTable<Delivery>
        label="Deliveries"
        columns={columns}
        data={[rows[0]!]}
        getRowLabel={(row) => row.slipNumber}
        pagination={pager()}
      />
    </UiProvider>,
  );

  expect(screen.getByText('1 of 1 data selected.')).toBeInTheDocument();
});

function pager() {
  return { page: 1, pageCount: 1, perPage: 5, onPageChange: jest.fn(), onPerPageChange: jest.fn() };
}

describe('search', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('asks the server 500 ms after the last keystroke, once', async () => {
    const onSearchChange = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTable({ search: '', onSearchChange });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cab');
    act(() => jest.advanceTimersByTime(499));
    expect(onSearchChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange).toHaveBeenCalledWith('cab');
  });

  test('leaving the box tells the server at once, and not again after the debounce', async () => {
    const onSearchChange = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTable({ search: '', onSearchChange });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cab');
    await user.tab();
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange).toHaveBeenCalledWith('cab');
    act(() => jest.advanceTimersByTime(500));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });

  test('narrows the loaded rows at once while the server has not answered', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTable({ search: '', onSearchChange: jest.fn() });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cab');

    expect(firstColumn()).toEqual(['S-003']);
  });

  test('the clear button and Escape empty the box and tell the server at once', async () => {
    const onSearchChange = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { rerender } = renderTable({ search: 'cab', onSearchChange });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('cab');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(onSearchChange).toHaveBeenLastCalledWith('');
    expect(box).toHaveFocus();

    rerender(
      <UiProvider>
        <DataTable<Delivery>
          label="Deliveries"
          columns={columns}
          data={rows}
          search=""
          onSearchChange={onSearchChange}
        />
      </UiProvider>,
    );
    await user.type(box, 'bra');
    act(() => jest.advanceTimersByTime(500));
    expect(onSearchChange).toHaveBeenLastCalledWith('bra');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onSearchChange).toHaveBeenLastCalledWith('');
  });
});

describe('column menu', () => {
  test('hidden-by-default columns are hidden at first', () => {
    renderTable();

    expect(headers()).toEqual(expect.arrayContaining(['Seq Prod', 'Part Name', 'Qty']));
    expect(headers()).not.toContain('Order No');
  });

  test('lists every column with its state and toggles them', async () => {
    const user = userEvent.setup();
    renderTable();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const orderNo = await screen.findByRole('menuitemcheckbox', { name: 'Order No' });
    expect(orderNo).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Seq Prod' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await pressMenuItem(user, orderNo);
    expect(headers()).toContain('Order No');
    // The menu stays open for more changes.
    await pressMenuItem(user, screen.getByRole('menuitemcheckbox', { name: 'Part Name' }));
    expect(headers()).not.toContain('Part Name');
  });

  test('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderTable();

    screen.getByRole('button', { name: 'Columns' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // A frame between keys that move and keys that choose (nextFrame: zag's focus moves race them).
    await nextFrame();
    // Opening from the keyboard highlights the first entry (Seq Prod). Each column's Move items
    // follow it (Seq Prod's Move earlier is disabled and skipped): five down is Order No.
    // One key a frame: five keys at once race the menu's focus moves as the first one did.
    for (let i = 0; i < 5; i++) {
      await user.keyboard('{ArrowDown}');
      await nextFrame();
    }
    expect(screen.getByRole('menuitemcheckbox', { name: 'Order No' })).toHaveAttribute(
      'data-highlighted',
    );
    await user.keyboard('{Enter}');

    expect(headers()).toContain('Order No');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
  });

  test('moves a column earlier and later, the menu in the new order; Reset columns restores both choices', async () => {
    const user = userEvent.setup();
    renderTable();
    const menuOrder = () =>
      screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent ?? '');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await screen.findByRole('menu');
    // The ends cannot move further that way.
    expect(screen.getByRole('menuitem', { name: 'Move Seq Prod earlier' })).toHaveAttribute(
      'data-disabled',
    );
    expect(screen.getByRole('menuitem', { name: 'Move Qty later' })).toHaveAttribute(
      'data-disabled',
    );
    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Move Qty earlier' }));
    // Order No is hidden: Qty passes it as well as any, and shows before Part Name once past it.
    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Move Qty earlier' }));
    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Move Seq Prod later' }));
    expect(menuOrder()).toEqual(['Qty', 'Seq Prod', 'Part Name', 'Order No']);
    expect(headers()).toEqual(['', 'Qty', 'Seq Prod', 'Part Name']);
    // The cells follow their headers.
    const firstRow = within(screen.getByRole('table', { name: 'Deliveries' })).getAllByRole(
      'row',
    )[1];
    expect(
      within(firstRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '4', 'S-002', 'Bracket']);

    await pressMenuItem(user, screen.getByRole('menuitemcheckbox', { name: 'Part Name' }));
    expect(headers()).toEqual(['', 'Qty', 'Seq Prod']);
    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Reset columns' }));
    expect(headers()).toEqual(['', 'Seq Prod', 'Part Name', 'Qty']);
    expect(menuOrder()).toEqual(['Seq Prod', 'Part Name', 'Order No', 'Qty']);
  });

  test('a column is moved from the keyboard: its Move item stays highlighted, so Enter moves it again', async () => {
    const user = userEvent.setup();
    renderTable();
    screen.getByRole('button', { name: 'Columns' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await nextFrame();
    // Seq Prod, then its Move later (Move earlier is disabled and skipped).
    await user.keyboard('{ArrowDown}');
    await nextFrame();
    const later = screen.getByRole('menuitem', { name: 'Move Seq Prod later' });
    expect(later).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    await nextFrame();
    await user.keyboard('{Enter}');
    await nextFrame();
    // Past Part Name, then past Order No (hidden: the menu shows the move, the headers need not).
    expect(screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual([
      'Part Name',
      'Order No',
      'Seq Prod',
      'Qty',
    ]);
    expect(headers()).toEqual(['', 'Part Name', 'Seq Prod', 'Qty']);
  });
});
