import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '../../provider/ui-provider';
import { PrintBar } from '../print-bar';

describe('PrintBar', () => {
  test("the nav 'Print options': back link, Layout, the page's own options, Print", async () => {
    const user = userEvent.setup();
    const onLayout = jest.fn();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render(
      <UiProvider>
        <MemoryRouter>
          <PrintBar
            className="xx-bar"
            backTo="/app/list"
            backLabel="Back to list"
            layout="a4"
            layouts={[
              { value: 'a4', label: 'A4' },
              { value: 'thermal58', label: '58 mm' },
            ]}
            onLayout={onLayout}
            printDisabled={false}
            printIcon={null}
          >
            <span>3 cards</span>
          </PrintBar>
        </MemoryRouter>
      </UiProvider>,
    );
    const bar = within(screen.getByRole('navigation', { name: 'Print options' }));
    expect(bar.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/app/list');
    expect(bar.getByText('3 cards')).toBeInTheDocument();
    await user.selectOptions(bar.getByRole('combobox', { name: 'Layout' }), '58 mm');
    expect(onLayout).toHaveBeenCalledWith('thermal58');
    await user.click(bar.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });
});
