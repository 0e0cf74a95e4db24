import { Type } from '@sinclair/typebox';
import { formDrift, probesFor, type FormSchemaLike } from '../src/testing';
import { textField } from '../src/schemas/record';

/** A form whose one field `name` refuses by the rules given, like yup's `validateAt`. */
function fakeForm(check: (value: string) => string | null, fields = ['name']): FormSchemaLike {
  return {
    fields: Object.fromEntries(fields.map((field) => [field, {}])),
    validateAt: async (_path, values) => {
      const message = check(String(values.name ?? ''));
      if (message !== null) throw new Error(message);
    },
  };
}

const Body = Type.Object({
  name: textField({ minLength: 3, maxLength: 10, message: 'Too short', maxMessage: 'Too long' }),
});

const agreeing = fakeForm((value) => {
  if (value.length < 3) return 'Too short';
  return value.length > 10 ? 'Too long' : null;
});

test('probes a text field at each line the schema draws, with its messages', () => {
  expect(probesFor('name', Body.properties.name)).toEqual([
    { field: 'name', value: '', refusal: 'Too short', why: 'empty' },
    { field: 'name', value: 'xx', refusal: 'Too short', why: '2 characters' },
    { field: 'name', value: 'xxx', refusal: null, why: '3 characters' },
    { field: 'name', value: 'x'.repeat(10), refusal: null, why: '10 characters, the most' },
    { field: 'name', value: 'x'.repeat(11), refusal: 'Too long', why: '11 characters' },
  ]);
});

test('probes a pattern, a format with an empty choice, and an enum', () => {
  const username = Type.String({ minLength: 1, pattern: '^\\S*$', 'x-message': 'Bad' });
  expect(probesFor('username', username)).toContainEqual({
    field: 'username',
    value: 'a b',
    refusal: 'Bad',
    why: 'does not fit ^\\S*$',
  });
  const email = Type.Union([
    Type.Literal(''),
    Type.String({ format: 'email', maxLength: 20, 'x-message': 'Invalid' }),
  ]);
  expect(probesFor('email', email).map((probe) => [probe.value, probe.refusal])).toEqual([
    ['', null],
    ['someone@example.com', null],
    ['not-an-email', 'Invalid'],
    ['x'.repeat(21), 'Invalid'],
  ]);
  const role = Type.Unsafe({ type: 'string', enum: ['admin', 'user'], 'x-message': 'Role?' });
  expect(probesFor('role', role).map((probe) => [probe.value, probe.refusal])).toEqual([
    ['admin', null],
    ['user', null],
    ['not-a-choice', 'Role?'],
    ['', 'Role?'],
  ]);
});

test('a form that agrees has no drift', async () => {
  expect(await formDrift(agreeing, Body)).toEqual([]);
});

test('a limit changed on one side is drift', async () => {
  const laxer = fakeForm((value) => (value.length < 3 ? 'Too short' : null));
  expect(await formDrift(laxer, Body)).toEqual([
    `name = "xxxxxxxxxxx" (11 characters): the API refuses it, the form accepts it`,
  ]);
  const stricter = fakeForm((value) => {
    if (value.length < 3) return 'Too short';
    return value.length > 8 ? 'Too long' : null;
  });
  expect(await formDrift(stricter, Body)).toEqual([
    `name = "xxxxxxxxxx" (10 characters, the most): the API accepts it, the form says 'Too long'`,
  ]);
});

test('a message changed on one side is drift', async () => {
  const reworded = fakeForm((value) => {
    if (value.length < 3) return 'Wajib diisi';
    return value.length > 10 ? 'Too long' : null;
  });
  expect(await formDrift(reworded, Body)).toEqual([
    `name = "" (empty): the API says 'Too short', the form 'Wajib diisi'`,
    `name = "xx" (2 characters): the API says 'Too short', the form 'Wajib diisi'`,
  ]);
});

test('a field only one side has is drift', async () => {
  const extra = fakeForm(() => null, ['name', 'nickname']);
  const problems = await formDrift(extra, Type.Object({ name: Type.String(), age: Type.String() }));
  expect(problems).toEqual([
    "nickname: the form has it, the API's body does not",
    "age: the API's body has it, the form does not",
  ]);
});
