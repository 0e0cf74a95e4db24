import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '../../provider/ui-provider';
import { NotFound } from '../not-found';

function renderAt(path: string, homeHref?: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app" element={<p>Dashboard</p>} />
          <Route path="/app/cms" element={<p>CMS tabs</p>} />
          <Route path="*" element={<NotFound {...(homeHref ? { homeHref } : {})} />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

test('names the missing path and leads back to the console home', async () => {
  renderAt('/app/nowhere?x=1');

  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('/app/nowhere')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
  expect(screen.getByText('Dashboard')).toBeInTheDocument();
});

test('a remote can point the way back at its own home', async () => {
  renderAt('/app/cms/unknown', '/app/cms');

  await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
  expect(screen.getByText('CMS tabs')).toBeInTheDocument();
});
