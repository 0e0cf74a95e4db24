import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMounted, signInForEachTest } from 'ui-kit/testing';
import { DeliveryRoutes } from '../../../../routes/delivery-routes';
import { CUSTOMERS, HPM, delivery } from '../../../../test/fixtures';
import {
  deferredReply,
  listReply,
  mockHttp,
  type RecordedRequest,
  type Reply,
} from 'shared-auth/testing';
import { useDeliveryListStore } from '../../stores/delivery-list-store';

// Each test walks the whole screen (combobox, 23-column table, dialog) in jsdom on a shared machine.
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;
type ImportReply = (request: RecordedRequest) => Reply | Promise<Reply>;

const SAMPLE = 'slipNumber\tseqProd\tqty\nSJ2401-0000001\t001\t12\n';

function textFile(name = 'deliveries.txt', content = SAMPLE, type = 'text/plain'): File {
  return new File([content], name, { type });
}

/** Serves customers and deliveries; `onImport` answers the upload. */
function serve(onImport: ImportReply) {
  return mockHttp((request) => {
    if (request.method === 'GET' && request.url === '/customers') return listReply(CUSTOMERS);
    if (request.method === 'GET' && request.url === '/deliveries') return listReply([delivery()]);
    if (request.method === 'POST' && request.url === '/deliveries/import') return onImport(request);
    return undefined;
  });
}

async function openImport(user: User): Promise<HTMLElement> {
  renderMounted('/app/delivery/*', <DeliveryRoutes />, '/app/delivery');
  await user.click(screen.getByRole('combobox', { name: 'Choose customer' }));
  await user.click(await screen.findByRole('option', { name: /^HPM/ }));
  await screen.findByRole('cell', { name: 'SJ2401-0000001' });
  await user.click(screen.getByRole('button', { name: 'Import' }));
  return screen.findByRole('dialog', { name: 'Import file' });
}

function fileInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText('Silahkan pilih file txt');
}

signInForEachTest('admin', () =>
  useDeliveryListStore.setState(useDeliveryListStore.getInitialState(), true),
);

test('the dialog: SPEC title and text, a .txt file input, the customer it imports for', async () => {
  serve(() => ({ status: 500 }));
  const user = userEvent.setup();
  const dialog = await openImport(user);

  expect(within(dialog).getByText('Silahkan pilih file txt')).toBeInTheDocument();
  const input = fileInput(dialog);
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', '.txt,text/plain');
  expect(within(dialog).getByText('HPM')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
});

test('Import without a file says Please select a file to import and sends nothing', async () => {
  const network = serve(() => ({ status: 500 }));
  const user = userEvent.setup();
  const dialog = await openImport(user);

  await user.click(within(dialog).getByRole('button', { name: 'Import' }));

  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a file to import');
  expect(fileInput(dialog)).toHaveAttribute('aria-invalid', 'true');
  expect(fileInput(dialog)).toHaveFocus();
  expect(network.calls('POST', '/deliveries/import')).toHaveLength(0);
});

test('a chosen file shows its name and size; a file that is not .txt is warned about, not refused', async () => {
  serve(() => ({ status: 500 }));
  const user = userEvent.setup();
  const dialog = await openImport(user);

  await user.upload(fileInput(dialog), textFile());
  expect(within(dialog).getByText('deliveries.txt')).toBeInTheDocument();
  expect(within(dialog).getByText(`${new Blob([SAMPLE]).size} B`)).toBeInTheDocument();
  expect(within(dialog).queryByText(/not a \.txt file/)).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Remove deliveries.txt' }));
  expect(within(dialog).queryByText('deliveries.txt')).not.toBeInTheDocument();
  expect(fileInput(dialog)).toHaveFocus();

  // The input's accept attribute keeps other files out of the picker (the picker's "All files"
  // or a drop can still bring one): not applying it here is that case.
  const csv = textFile('export.csv', SAMPLE, 'text/csv');
  await userEvent.setup({ applyAccept: false }).upload(fileInput(dialog), csv);
  expect(within(dialog).getByText('export.csv')).toBeInTheDocument();
  expect(within(dialog).getByText(/not a \.txt file/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
});

test('a file dropped on the zone is chosen', async () => {
  serve(() => ({ status: 500 }));
  const user = userEvent.setup();
  const dialog = await openImport(user);
  const zone = within(dialog)
    .getByText(/Drag a file here/)
    .closest('[data-part="dropzone"]');
  if (!(zone instanceof HTMLElement)) throw new Error('no drop zone');

  fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
  expect(zone).toHaveAttribute('data-dragging');
  fireEvent.drop(zone, {
    dataTransfer: { files: [textFile('scan-export.txt')], types: ['Files'] },
  });

  expect(zone).not.toHaveAttribute('data-dragging');
  expect(within(dialog).getByText('scan-export.txt')).toBeInTheDocument();
});

test('a file over 50 MiB or an empty file is refused before it is sent', async () => {
  const network = serve(() => ({ status: 500 }));
  const user = userEvent.setup({ applyAccept: false });
  const dialog = await openImport(user);

  const huge = textFile('huge.txt');
  Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
  await user.upload(fileInput(dialog), huge);
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'The file is larger than the 50 MiB limit',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));

  await user.upload(fileInput(dialog), textFile('empty.txt', ''));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The file is empty.');
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));

  expect(network.calls('POST', '/deliveries/import')).toHaveLength(0);
});

test('uploads customerId then file with a progress bar; success toasts the counts, closes, reloads the table', async () => {
  const answer = deferredReply();
  let upload: RecordedRequest | null = null;
  const network = serve((request) => {
    upload = request;
    return answer.reply;
  });
  const user = userEvent.setup();
  const dialog = await openImport(user);
  await user.upload(fileInput(dialog), textFile());
  const listCallsBefore = network.calls('GET', '/deliveries').length;

  await user.click(within(dialog).getByRole('button', { name: 'Import' }));

  await waitFor(() => expect(upload).not.toBeNull());
  const sent = upload as unknown as RecordedRequest;
  expect(sent.body).toBeInstanceOf(FormData);
  const parts = [...(sent.body as FormData).entries()];
  expect(parts.map(([name]) => name)).toEqual(['customerId', 'file']);
  expect(parts[0]?.[1]).toBe(HPM.id);
  expect((parts[1]?.[1] as File).name).toBe('deliveries.txt');
  expect(sent.headers.Authorization).toBe('Bearer access-1');

  const bar = within(dialog).getByRole('progressbar', { name: 'Upload progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '0');
  act(() => sent.reportUpload(450, 1000));
  expect(bar).toHaveAttribute('aria-valuenow', '45');
  expect(within(dialog).getByText('45%')).toBeInTheDocument();
  // While it is on its way: no accidental close, a way to stop it, the button busy.
  expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Stop upload' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Import file' })).toBeInTheDocument();

  act(() => sent.reportUpload(1000, 1000));
  expect(within(dialog).getByText('Checking and saving the rows…')).toBeInTheDocument();

  act(() =>
    answer.release({
      status: 200,
      data: {
        message: 'Import finished',
        result: { inserted: 120, updated: 3, unchanged: 50, total: 173 },
      },
    }),
  );

  expect(
    await screen.findByText('Imported: 120 inserted, 3 updated, 50 unchanged'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Import file' })).not.toBeInTheDocument(),
  );
  await waitFor(() =>
    expect(network.calls('GET', '/deliveries').length).toBeGreaterThan(listCallsBefore),
  );
});

test('columns the file has but no field takes are named after the counts', async () => {
  serve(() => ({
    status: 200,
    data: {
      message: 'Imported',
      result: {
        inserted: 1,
        updated: 0,
        unchanged: 0,
        total: 1,
        ignoredColumns: ['Shift', 'Line'],
      },
    },
  }));
  const user = userEvent.setup();
  const dialog = await openImport(user);
  await user.upload(fileInput(dialog), textFile());

  await user.click(within(dialog).getByRole('button', { name: 'Import' }));

  expect(
    await screen.findByText('Imported: 1 inserted, 0 updated, 0 unchanged'),
  ).toBeInTheDocument();
  expect(screen.getByText('Not imported, no such field: Shift, Line')).toBeInTheDocument();
});

test('a 422 keeps the dialog open with the server message and the errors by line and column', async () => {
  serve(() => ({
    status: 422,
    data: {
      message: 'The file has 2 invalid rows; nothing was imported.',
      errors: [
        { line: 12, column: 'qty', message: 'must be a whole number of at least 0' },
        { line: 15, column: 'date', message: 'is not a date (YYYY-MM-DD or DD/MM/YYYY)' },
      ],
    },
  }));
  const user = userEvent.setup();
  const dialog = await openImport(user);
  await user.upload(fileInput(dialog), textFile());

  await user.click(within(dialog).getByRole('button', { name: 'Import' }));

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('The file has 2 invalid rows; nothing was imported.');
  const list = within(dialog).getByRole('region', { name: 'Import errors' });
  const items = within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(items).toEqual([
    'Line 12, column qty: must be a whole number of at least 0',
    'Line 15, column date: is not a date (YYYY-MM-DD or DD/MM/YYYY)',
  ]);
  expect(screen.getByRole('dialog', { name: 'Import file' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a 422 with 100 errors says there may be more', async () => {
  serve(() => ({
    status: 422,
    data: {
      message: 'Invalid rows',
      errors: Array.from({ length: 100 }, (_, index) => ({
        line: index + 2,
        column: 'qty',
        message: 'is not a number',
      })),
    },
  }));
  const user = userEvent.setup();
  const dialog = await openImport(user);
  await user.upload(fileInput(dialog), textFile());
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));

  const list = await within(dialog).findByRole('region', { name: 'Import errors' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(100);
  expect(
    within(dialog).getByText('Showing the first 100 errors; the file may have more.'),
  ).toBeInTheDocument();
});

test.each([
  [413, '', 'The file is larger than the 50 MiB limit'],
  [413, { message: 'Request body is too large' }, 'Request body is too large'],
  [400, { message: 'Missing column: slipNumber' }, 'Missing column: slipNumber'],
  [400, { message: 'The file is not text.' }, 'The file is not text.'],
])('a %i shows its message in the dialog', async (status, data, shown) => {
  serve(() => ({ status, data }));
  const user = userEvent.setup();
  const dialog = await openImport(user);
  await user.upload(fileInput(dialog), textFile());

  await user.click(within(dialog).getByRole('button', { name: 'Import' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
  expect(screen.getByRole('dialog', { name: 'Import file' })).toBeInTheDocument();
  // Ready for another try.
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
});

test('Stop upload aborts the request and says nothing was imported', async () => {
  let signal: AbortSignal | null = null;
  serve((request) => {
    signal = request.signal;
    return new Promise<Reply>(() => undefined);
  });
  const user = userEvent.setup();
  const dialog = await openImport(user);
  await user.upload(fileInput(dialog), textFile());
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  await waitFor(() => expect(signal).not.toBeNull());

  await user.click(within(dialog).getByRole('button', { name: 'Stop upload' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Upload stopped. Nothing was imported.',
  );
  expect((signal as unknown as AbortSignal).aborted).toBe(true);
  expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeEnabled();
});

test('Batal closes the dialog and gives the focus back to Import', async () => {
  serve(() => ({ status: 500 }));
  const user = userEvent.setup();
  const dialog = await openImport(user);

  await user.click(within(dialog).getByRole('button', { name: 'Batal' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toHaveFocus());
});
