import { isCreateParam, parseRecordParam, toRecordParam } from '../record-param';

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

test.each([
  ['create', true],
  [' CREATE ', true],
  ['12', false],
  ['creates', false],
  // Empty is not found, never create mode: one rule with parseRecordParam.
  ['', false],
  [undefined, false],
])('isCreateParam(%j) is %j', (value, expected) => {
  expect(isCreateParam(value)).toBe(expected);
});

test('toRecordParam passes a parsed param through and parses a raw one', () => {
  const edit = { mode: 'edit', id: '7' } as const;
  expect(toRecordParam(edit)).toBe(edit);
  expect(toRecordParam('Create')).toEqual({ mode: 'create' });
  expect(toRecordParam('')).toBeNull();
});
