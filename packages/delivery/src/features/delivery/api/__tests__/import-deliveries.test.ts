import {
  IMPORT_TEXTS,
  importSuccessMessage,
  lineErrorPlace,
  readImportFailure,
  readImportResponse,
  toUploadProgress,
} from '../import-deliveries';

/** What shared-auth's client rejects with for an HTTP answer. */
function httpFailure(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

test('the success toast gives the three counts', () => {
  expect(importSuccessMessage({ inserted: 1200, updated: 3, unchanged: 50, total: 1253 })).toBe(
    'Imported: 1.200 inserted, 3 updated, 50 unchanged',
  );
});

test('reads the 200 envelope and refuses one without counts', () => {
  expect(
    readImportResponse({
      message: 'Import finished',
      result: { inserted: 2, updated: 1, unchanged: 0, total: 3 },
    }),
  ).toEqual({
    message: 'Import finished',
    counts: { inserted: 2, updated: 1, unchanged: 0, total: 3 },
    ignoredColumns: [],
  });
  expect(
    readImportResponse({
      result: { inserted: 2, updated: 0, unchanged: 0, total: 2, ignoredColumns: ['Shift'] },
    }).ignoredColumns,
  ).toEqual(['Shift']);
  expect(() => readImportResponse({ message: 'ok' })).toThrow(IMPORT_TEXTS.invalidAnswer);
  expect(() =>
    readImportResponse({ result: { inserted: '2', updated: 0, unchanged: 0 } }),
  ).toThrow();
});

test('upload progress in whole percent, null while the size is unknown', () => {
  expect(toUploadProgress({ loaded: 512, total: 2048 })).toEqual({ loaded: 512, percent: 25 });
  expect(toUploadProgress({ loaded: 512, total: undefined })).toEqual({
    loaded: 512,
    percent: null,
  });
});

test('a 422 becomes the list of bad rows with the server message', () => {
  const failure = readImportFailure(
    httpFailure(422, {
      message: 'The file has 2 invalid rows; nothing was imported.',
      errors: [
        { line: 12, column: 'qty', message: 'must be a whole number of at least 0' },
        { line: 15, column: 'date', message: 'is not a date' },
        { nonsense: true },
      ],
    }),
  );
  expect(failure).toEqual({
    kind: 'rows',
    message: 'The file has 2 invalid rows; nothing was imported.',
    errors: [
      { line: 12, column: 'qty', message: 'must be a whole number of at least 0' },
      { line: 15, column: 'date', message: 'is not a date' },
    ],
    totalErrors: null,
  });
  expect(lineErrorPlace({ line: 12, column: 'qty', message: '' })).toBe('Line 12, column qty');
  expect(lineErrorPlace({ line: 3, column: '', message: '' })).toBe('Line 3');
});

test('413 says the limit when the server gives no message', () => {
  expect(readImportFailure(httpFailure(413, ''))).toEqual({
    kind: 'message',
    message: 'The file is larger than the 50 MiB limit',
  });
  expect(readImportFailure(httpFailure(413, { message: 'File too large (max 10 MiB)' }))).toEqual({
    kind: 'message',
    message: 'File too large (max 10 MiB)',
  });
});

test('400 shows the server message', () => {
  expect(readImportFailure(httpFailure(400, { message: 'Missing column: slipNumber' }))).toEqual({
    kind: 'message',
    message: 'Missing column: slipNumber',
  });
});

test('a refused field says which, in its own words', () => {
  expect(
    readImportFailure(
      httpFailure(400, {
        message: 'validation_error',
        errors: [{ path: 'file', message: 'Please select a file to import' }],
      }),
    ),
  ).toEqual({ kind: 'message', message: 'Please select a file to import' });
});

test('a whole-line error has no column', () => {
  const failure = readImportFailure(
    httpFailure(422, {
      message: 'Refused',
      errors: [{ line: 7, column: null, message: 'has 3 fields, the header 19' }],
    }),
  );
  expect(failure).toMatchObject({
    errors: [{ line: 7, column: null, message: 'has 3 fields, the header 19' }],
  });
});

test('a timeout names the import limit, not the usual 30 s', () => {
  const timeout = Object.assign(new Error('The server did not answer within 30 seconds.'), {
    isAxiosError: true,
    code: 'ECONNABORTED',
  });
  expect(readImportFailure(timeout)).toEqual({ kind: 'message', message: IMPORT_TEXTS.timeout });
});

test('a stopped upload says whether the server may still have it', () => {
  expect(readImportFailure(new Error('canceled'), { cancelled: true })).toEqual({
    kind: 'message',
    message: IMPORT_TEXTS.cancelled,
  });
  expect(readImportFailure(new Error('canceled'), { cancelled: true, uploaded: true })).toEqual({
    kind: 'message',
    message: IMPORT_TEXTS.cancelledWhileProcessing,
  });
});
