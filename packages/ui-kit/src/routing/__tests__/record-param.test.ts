import { parseRecordParam } from '../record-param';

test.each([
  ['create', { mode: 'create' }],
  ['CREATE', { mode: 'create' }],
  [' Create ', { mode: 'create' }],
  ['42', { mode: 'edit', id: '42' }],
  ['created', { mode: 'edit', id: 'created' }],
  ['', null],
  ['   ', null],
  [undefined, null],
])('%j → %j', (value, expected) => {
  expect(parseRecordParam(value)).toEqual(expected);
});
