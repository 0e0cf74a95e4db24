import { render, screen } from '@testing-library/react';
import { UiProvider } from '../../provider/ui-provider';
import { LoadingScreen } from '../loading-screen';
import { PageSkeleton } from '../page-skeleton';

test('the loading screen says Mohon Tunggu by default', () => {
  render(
    <UiProvider>
      <LoadingScreen />
    </UiProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Mohon Tunggu');
});

test('the loading screen shows the text it is given', () => {
  render(
    <UiProvider>
      <LoadingScreen text="Checking your session..." />
    </UiProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
  expect(screen.queryByText('Mohon Tunggu')).not.toBeInTheDocument();
});

test('the page skeleton is a busy status with a name for screen readers', () => {
  render(
    <UiProvider>
      <PageSkeleton />
    </UiProvider>,
  );
  const status = screen.getByRole('status', { name: 'Loading page' });
  expect(status).toHaveAttribute('aria-busy', 'true');
});
