import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../../provider/ui-provider';
import { FilterBar, FilterSelect, optionsFromLabels } from '../filter-select';

const STATUSES = optionsFromLabels({ paid: 'Paid', unpaid: 'Unpaid' });

describe('FilterSelect', () => {
  test('a labelled select whose empty choice is every row: the choice, or null for all', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <UiProvider>
        <FilterBar>
          <FilterSelect
            label="Status"
            value={null}
            allLabel="All statuses"
            options={STATUSES}
            onChange={onChange}
          />
        </FilterBar>
      </UiProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All statuses',
      'Paid',
      'Unpaid',
    ]);
    await user.selectOptions(select, 'Unpaid');
    expect(onChange).toHaveBeenLastCalledWith('unpaid');
    await user.selectOptions(select, 'All statuses');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  test('without allLabel there is no empty choice', () => {
    render(
      <UiProvider>
        <FilterSelect
          label="Group by"
          value="day"
          options={[{ value: 'day', label: 'Day' }]}
          onChange={jest.fn()}
        />
      </UiProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('day');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
