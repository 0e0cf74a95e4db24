// SwitchField and CheckboxField as assistive technology meets them: by role, read-only or not.
import { screen, waitFor } from '@testing-library/react';
import { CheckboxField, SwitchField } from '../form-fields';
import { renderForm } from './render-form';

const renderFields = (props: { readOnly?: boolean; disabled?: boolean }) =>
  renderForm(
    { isActive: true, agreed: false },
    <>
      <SwitchField name="isActive" label="Active" {...props} />
      <CheckboxField name="agreed" label="Agreed" {...props} />
    </>,
  );

test('read-only switch and checkbox say so to assistive technology, keep their values and are still submitted', async () => {
  const { user, onSubmit } = renderFields({ readOnly: true });
  const active = screen.getByRole('checkbox', { name: 'Active' });
  const agreed = screen.getByRole('checkbox', { name: 'Agreed' });
  for (const input of [active, agreed]) {
    expect(input).toHaveAttribute('aria-readonly', 'true');
    expect(input).toBeEnabled();
  }
  await user.click(active);
  await user.click(screen.getByText('Agreed'));
  agreed.focus();
  await user.keyboard(' ');
  expect(active).toBeChecked();
  expect(agreed).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({ isActive: true, agreed: false });
});

test('editable switch and checkbox are not marked read-only and toggle', async () => {
  const { user } = renderFields({});
  const active = screen.getByRole('checkbox', { name: 'Active' });
  const agreed = screen.getByRole('checkbox', { name: 'Agreed' });
  expect(active).not.toHaveAttribute('aria-readonly');
  expect(agreed).not.toHaveAttribute('aria-readonly');
  await user.click(active);
  await user.click(agreed);
  expect(active).not.toBeChecked();
  expect(agreed).toBeChecked();
});

test('disabled switch and checkbox are disabled on the input itself', () => {
  renderFields({ disabled: true });
  expect(screen.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Agreed' })).toBeDisabled();
});
