import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useStore } from 'zustand';
import { mockScreenWidth, restoreScreenWidth } from '../../testing';
import { createListStore } from '../../list/list-store';
import { UiProvider } from '../../provider/ui-provider';
import { PaginationBar, pageText, paginationRules, selectionText } from '../pagination-bar';

afterEach(() => {
  restoreScreenWidth();
});

describe('paginationRules (docs/rules/lists.md#paging)', () => {
  test.each`
    case                  | page | pageCount | first    | previous | next     | last     | shown
    ${'page 0'}           | ${0} | ${5}      | ${false} | ${false} | ${true}  | ${true}  | ${'1 of 5'}
    ${'page 1'}           | ${1} | ${5}      | ${false} | ${false} | ${true}  | ${true}  | ${'1 of 5'}
    ${'a middle page'}    | ${3} | ${5}      | ${true}  | ${true}  | ${true}  | ${true}  | ${'3 of 5'}
    ${'the last page'}    | ${5} | ${5}      | ${true}  | ${true}  | ${false} | ${false} | ${'5 of 5'}
    ${'beyond the last'}  | ${7} | ${5}      | ${true}  | ${true}  | ${false} | ${false} | ${'7 of 5'}
    ${'no pages (empty)'} | ${1} | ${0}      | ${false} | ${false} | ${false} | ${false} | ${'1 of 1'}
    ${'page 0, no pages'} | ${0} | ${0}      | ${false} | ${false} | ${false} | ${false} | ${'1 of 1'}
    ${'a single page'}    | ${1} | ${1}      | ${false} | ${false} | ${false} | ${false} | ${'1 of 1'}
  `('$case: enabled first=$first previous=$previous next=$next last=$last', (row) => {
    const rules = paginationRules(row.page, row.pageCount);
    expect({
      first: rules.canFirst,
      previous: rules.canPrevious,
      next: rules.canNext,
      last: rules.canLast,
      shown: `${rules.displayPage} of ${rules.displayPageCount}`,
    }).toEqual({
      first: row.first,
      previous: row.previous,
      next: row.next,
      last: row.last,
      shown: row.shown,
    });
  });

  test('first sets page 0 and last sets the page count, literally', () => {
    expect(paginationRules(3, 5).firstPage).toBe(0);
    expect(paginationRules(3, 5).lastPage).toBe(5);
  });

  test('next from page 0 goes to page 2: page 0 is shown as page 1', () => {
    expect(paginationRules(0, 5).nextPage).toBe(2);
    expect(paginationRules(1, 5).nextPage).toBe(2);
  });

  test('previous steps back one, and from beyond the last page to the last page', () => {
    expect(paginationRules(3, 5).previousPage).toBe(2);
    expect(paginationRules(2, 5).previousPage).toBe(1);
    expect(paginationRules(9, 5).previousPage).toBe(5);
  });
});

test('the exact texts', () => {
  expect(selectionText(2, 5)).toBe('2 of 5 data selected.');
  expect(pageText(3, 7)).toBe('Page 3 of 7');
  expect(pageText(3, 7, true)).toBe('Pg 3 of 7');
});

function Bar({ page = 3, pageCount = 5, onPageChange = jest.fn(), onPerPageChange = jest.fn() }) {
  return (
    <UiProvider>
      <PaginationBar
        page={page}
        pageCount={pageCount}
        perPage={10}
        selectedCount={1}
        loadedCount={10}
        onPageChange={onPageChange}
        onPerPageChange={onPerPageChange}
      />
    </UiProvider>
  );
}

test('shows the selection, Total Data and the page on wide screens', () => {
  render(<Bar />);

  const bar = screen.getByRole('navigation', { name: 'Pagination' });
  expect(bar).toHaveTextContent('1 of 10 data selected.');
  expect(screen.getByRole('combobox', { name: 'Total Data' })).toHaveValue('10');
  expect(screen.getByText('Page 3 of 5')).toBeInTheDocument();
  const sizes = screen.getAllByRole('option').map((option) => option.textContent);
  expect(sizes).toEqual(['5', '10', '25', '50', '100']);
});

test('uses the short labels Jml data and Pg below 768 px', () => {
  mockScreenWidth(390);
  render(<Bar />);

  expect(screen.getByRole('combobox', { name: 'Jml data' })).toBeInTheDocument();
  expect(screen.getByText('Pg 3 of 5')).toBeInTheDocument();
  expect(screen.queryByText('Total Data')).not.toBeInTheDocument();
});

test('keeps the long labels at exactly 768 px', () => {
  mockScreenWidth(768);
  render(<Bar />);

  expect(screen.getByRole('combobox', { name: 'Total Data' })).toBeInTheDocument();
  expect(screen.getByText('Page 3 of 5')).toBeInTheDocument();
});

test('the buttons set pages 0, page − 1, page + 1 and the page count', async () => {
  const onPageChange = jest.fn();
  const user = userEvent.setup();
  render(<Bar onPageChange={onPageChange} />);

  await user.click(screen.getByRole('button', { name: 'Go to first page' }));
  await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  await user.click(screen.getByRole('button', { name: 'Go to last page' }));

  expect(onPageChange.mock.calls).toEqual([[0], [2], [4], [5]]);
});

test('disables first and previous on page 1, next and last on the last page', () => {
  const { unmount } = render(<Bar page={1} />);
  expect(screen.getByRole('button', { name: 'Go to first page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Go to last page' })).toBeEnabled();
  unmount();

  render(<Bar page={5} />);
  expect(screen.getByRole('button', { name: 'Go to first page' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
});

/** The bar wired to a list store, as ResourceList does. */
function StoreBar() {
  const [store] = useState(() => createListStore('bar', { page: 4 }));
  const state = useStore(store);
  return (
    <UiProvider>
      <PaginationBar
        page={state.page}
        pageCount={6}
        perPage={state.perPage}
        selectedCount={0}
        loadedCount={state.perPage}
        onPageChange={state.setPage}
        onPerPageChange={state.setPerPage}
      />
    </UiProvider>
  );
}

test('a new page size goes back to page 1', async () => {
  const user = userEvent.setup();
  render(<StoreBar />);
  expect(screen.getByText('Page 4 of 6')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Total Data' }), '25');

  expect(screen.getByRole('combobox', { name: 'Total Data' })).toHaveValue('25');
  expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
});

test('the first-page button leaves page 0 in the store, shown as page 1 with first and previous off', async () => {
  const user = userEvent.setup();
  render(<StoreBar />);

  await user.click(screen.getByRole('button', { name: 'Go to first page' }));

  expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to first page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(screen.getByText('Page 2 of 6')).toBeInTheDocument();
});
