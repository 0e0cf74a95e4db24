import { Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '../../provider/ui-provider';
import { system } from '../system';

test('the system carries the brand palette and its semantic tokens', () => {
  expect(system.token('colors.brand.600')).toBe('#13758b');
  expect(system.token.var('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
  expect(system.token('fonts.body')).toContain('system-ui');
});

test('components render inside UiProvider with the toaster beside them', () => {
  render(
    <UiProvider>
      <Button colorPalette="brand">Save</Button>
    </UiProvider>,
  );
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
});
