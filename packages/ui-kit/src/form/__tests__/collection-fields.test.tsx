import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { RowsField, RupiahField, TagListField, parseRupiah } from '../collection-fields';
import { ImageField, type ImageUploader } from '../image-field';
import { renderForm } from './render-form';

test('parseRupiah keeps the digits of a typed amount', () => {
  expect(parseRupiah('Rp 1.250.000')).toBe(1250000);
  expect(parseRupiah('')).toBe('');
  expect(parseRupiah('abc')).toBe('');
  expect(parseRupiah('99999999999999999999')).toBe('');
});

test('RupiahField groups as it is typed and gives the form a whole number', async () => {
  const { user, onSubmit } = renderForm(
    { price: '' as number | '' },
    <RupiahField name="price" label="Price" />,
  );
  const input = screen.getByRole('textbox', { name: 'Price' });
  await user.type(input, '1250000');
  expect(input).toHaveValue('1.250.000');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({ price: 1250000 });
});

test('TagListField adds with Enter or plus, skips blanks and repeats, removes one by one, never submits on Enter', async () => {
  const { user, onSubmit } = renderForm(
    { features: [] as string[] },
    <TagListField name="features" label="Features" itemLabel="feature" maxItems={3} />,
    { schema: yup.object({ features: yup.array().min(1, 'Features are required') }) },
  );
  const entry = screen.getByRole('textbox', { name: 'Features' });
  await user.type(entry, 'A{Enter}  {Enter}A{Enter}');
  await user.clear(entry);
  await user.type(entry, ' B ');
  await user.click(screen.getByRole('button', { name: 'Add feature' }));
  const list = screen.getByRole('list', { name: 'Features' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['A', 'B']);
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(entry, 'C{Enter}');
  // At the cap the entry stops taking more.
  expect(entry).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Remove feature A' }));
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['B', 'C']);
  expect(entry).toBeEnabled();
});

test('RowsField adds and removes rows and shows each cell its own message', async () => {
  const { user, onSubmit } = renderForm(
    { stats: [] as { label: string; value: string }[] },
    <RowsField
      name="stats"
      label="Stats"
      itemLabel="stat"
      columns={[
        { key: 'label', label: 'Label' },
        { key: 'value', label: 'Value' },
      ]}
    />,
    {
      schema: yup.object({
        stats: yup.array().of(
          yup.object({
            label: yup.string().required('Label is required'),
            value: yup.string().required('Value is required'),
          }),
        ),
      }),
    },
  );
  await user.click(screen.getByRole('button', { name: 'Add stat' }));
  await user.click(screen.getByRole('button', { name: 'Add stat' }));
  await user.type(screen.getByRole('textbox', { name: 'Label 1' }), 'Customers');
  await user.type(screen.getByRole('textbox', { name: 'Value 1' }), '1.000+');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  expect(await screen.findByRole('textbox', { name: 'Label 2' })).toHaveAccessibleDescription(
    'Label is required',
  );
  expect(screen.getByRole('textbox', { name: 'Value 2' })).toHaveAccessibleDescription(
    'Value is required',
  );
  await user.click(screen.getByRole('button', { name: 'Remove stat 2' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({ stats: [{ label: 'Customers', value: '1.000+' }] });
});

test('ImageField previews only a safe address and takes an upload', async () => {
  const upload: ImageUploader = jest.fn(async (_file, { onProgress }) => {
    onProgress({ loaded: 10, total: 10, percent: 100 });
    return '/api/public/uploads/x.png';
  });
  const { user } = renderForm(
    { image: '' },
    <ImageField name="image" label="Image" upload={upload} />,
  );
  const address = screen.getByRole('textbox', { name: 'Image' });

  await user.type(address, 'javascript:alert(1)');
  expect(screen.queryByRole('img', { name: 'Image preview' })).not.toBeInTheDocument();

  await user.upload(
    screen.getByLabelText('Upload Image'),
    new File(['png'], 'a.png', { type: 'image/png' }),
  );
  expect(await screen.findByRole('img', { name: 'Image preview' })).toHaveAttribute(
    'src',
    '/api/public/uploads/x.png',
  );
  expect(address).toHaveValue('/api/public/uploads/x.png');

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(address).toHaveValue('');
});

test('ImageField refuses a file that is too large before sending it', async () => {
  const upload: ImageUploader = jest.fn(async () => '/x.png');
  renderForm({ image: '' }, <ImageField name="image" label="Image" upload={upload} maxBytes={4} />);
  await userEvent
    .setup({ delay: null })
    .upload(
      screen.getByLabelText('Upload Image'),
      new File(['12345'], 'a.png', { type: 'image/png' }),
    );
  expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 4 B.');
  expect(upload).not.toHaveBeenCalled();
});
