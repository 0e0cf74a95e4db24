import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockScreenWidth, restoreScreenWidth } from '../../testing';
import { UiProvider } from '../../provider/ui-provider';
import { DateRangePicker, type DateRange } from '../date-range-picker';

const JAN_5 = new Date(2026, 0, 5);
const JAN_9 = new Date(2026, 0, 9);

function Controlled({
  initial,
  onChange,
}: {
  initial: DateRange;
  onChange?: (r: DateRange) => void;
}) {
  const [range, setRange] = useState<DateRange>(initial);
  return (
    <DateRangePicker
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange?.(next);
      }}
    />
  );
}

function renderPicker(initial: DateRange = [null, null], onChange?: (r: DateRange) => void) {
  return render(
    <UiProvider>
      <Controlled initial={initial} onChange={onChange} />
    </UiProvider>,
  );
}

afterEach(() => {
  restoreScreenWidth();
});

test('is labelled Select date and shows a range as DD-MM-YYYY to DD-MM-YYYY', () => {
  renderPicker([JAN_5, JAN_9]);

  expect(screen.getByText('Select date')).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Select date 05-01-2026 to 09-01-2026' }),
  ).toBeInTheDocument();
});

test('shows one date when both ends are the same day', () => {
  renderPicker([JAN_5, new Date(2026, 0, 5, 18, 30)]);

  expect(screen.getByRole('button', { name: 'Select date 05-01-2026' })).toBeInTheDocument();
});

test('says All dates while nothing is chosen', () => {
  renderPicker();

  expect(screen.getByRole('button', { name: 'Select date All dates' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
});

test('opens two months with weeks from Monday and week numbers; Close closes it', async () => {
  const user = userEvent.setup();
  renderPicker([JAN_5, JAN_9]);

  await user.click(screen.getByRole('button', { name: /^Select date/ }));

  const calendar = await screen.findByRole('dialog', { name: 'Choose Date' });
  expect(
    within(calendar).getByRole('rowgroup', { name: 'Month January, 2026' }),
  ).toBeInTheDocument();
  expect(
    within(calendar).getByRole('rowgroup', { name: 'Month February, 2026' }),
  ).toBeInTheDocument();
  const firstHeaders = within(calendar).getAllByRole('columnheader').slice(0, 3);
  expect(firstHeaders.map((header) => header.textContent)).toEqual([
    'Week number#',
    'MondayMo',
    'TuesdayTu',
  ]);
  // Each week row starts with its number, then Monday: 29 Dec 2025 opens ISO week 1 of 2026.
  const january = within(calendar).getByRole('rowgroup', { name: 'Month January, 2026' });
  expect(within(january).getAllByRole('row')[0]).toHaveAccessibleName(
    /^week\s+1 Choose Monday, December 29, 2025 .* Choose Sunday, January 4, 2026$/,
  );

  await user.click(within(calendar).getByRole('button', { name: 'Close' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Choose Date' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('button', { name: /^Select date/ })).toHaveFocus();
  // Closing is not choosing: the range is as it was.
  expect(
    screen.getByRole('button', { name: 'Select date 05-01-2026 to 09-01-2026' }),
  ).toBeInTheDocument();
});

test('every day is named with the number it shows, so it can be called by what is seen', async () => {
  const user = userEvent.setup();
  renderPicker([JAN_5, JAN_9]);

  await user.click(screen.getByRole('button', { name: /^Select date/ }));
  const calendar = await screen.findByRole('dialog', { name: 'Choose Date' });

  // Week numbers and days alike; a day the neighbouring month already shows is left blank.
  const shownCells = within(calendar)
    .getAllByRole('gridcell')
    .filter((cell) => cell.textContent !== '');
  expect(shownCells.length).toBeGreaterThanOrEqual(60);
  for (const cell of shownCells) {
    const shown = cell.textContent ?? '';
    expect(shown).toMatch(/^\d{1,2}$/);
    expect(cell).toHaveAccessibleName(new RegExp(`\\b${shown}\\b`));
  }
  expect(
    within(calendar).getByRole('gridcell', { name: 'Choose Monday, January 12, 2026' }),
  ).toHaveTextContent('12');
});

test('does not open on focus alone, so tabbing past it leaves it shut', async () => {
  const user = userEvent.setup();
  renderPicker([JAN_5, JAN_9]);

  await user.tab();

  expect(screen.getByRole('button', { name: /^Select date/ })).toHaveFocus();
  expect(screen.queryByRole('dialog', { name: 'Choose Date' })).not.toBeInTheDocument();
});

test('picks a range in two clicks', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderPicker([JAN_5, null], onChange);

  await user.click(screen.getByRole('button', { name: /^Select date/ }));
  const calendar = await screen.findByRole('dialog', { name: 'Choose Date' });
  await user.click(within(calendar).getByRole('gridcell', { name: /Monday, January 12, 2026/ }));

  expect(onChange).toHaveBeenLastCalledWith([JAN_5, new Date(2026, 0, 12)]);
  expect(
    screen.getByRole('button', { name: 'Select date 05-01-2026 to 12-01-2026' }),
  ).toBeInTheDocument();
});

test('the clear button empties the range', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderPicker([JAN_5, JAN_9], onChange);

  await user.click(screen.getByRole('button', { name: 'Clear dates' }));

  expect(onChange).toHaveBeenLastCalledWith([null, null]);
  // The clear button is gone; focus stays on the field rather than falling to the page.
  expect(screen.getByRole('button', { name: 'Select date All dates' })).toHaveFocus();
});

test('below 768 px one month is shown, as two do not fit', async () => {
  mockScreenWidth(390);
  const user = userEvent.setup();
  renderPicker([JAN_5, JAN_9]);

  await user.click(screen.getByRole('button', { name: /^Select date/ }));

  const calendar = await screen.findByRole('dialog', { name: 'Choose Date' });
  expect(within(calendar).getAllByRole('rowgroup', { name: /^Month / })).toHaveLength(1);
});

test('opens from the keyboard and Escape closes it', async () => {
  const user = userEvent.setup();
  renderPicker([JAN_5, JAN_9]);

  await user.tab();
  expect(screen.getByRole('button', { name: /^Select date/ })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Choose Date' })).toBeInTheDocument();
  // Opening from the keyboard does not pick the highlighted day.
  expect(
    screen.getByRole('button', { name: 'Select date 05-01-2026 to 09-01-2026' }),
  ).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Choose Date' })).not.toBeInTheDocument(),
  );
});
