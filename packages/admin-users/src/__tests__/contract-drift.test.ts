// The customer and user forms against the API's body schemas (packages/contracts): every value
// the API draws a line at is tried on the form, which must accept and refuse alike, with the API's
// messages. A limit or message changed on one side only fails here.
import {
  CreateCustomerBody,
  CreateUserBody,
  UpdateCustomerBody,
  UpdateUserBody,
} from 'contracts/schemas';
import { formDrift } from 'contracts/testing';
import { customerSchema } from '../features/customers/components/customer-schema';
import { userSchema } from '../features/users/components/user-schema';

test.each([
  ['customer form, create', CreateCustomerBody],
  ['customer form, edit', UpdateCustomerBody],
])('the %s agrees with the API', async (_name, body) => {
  expect(await formDrift(customerSchema, body)).toEqual([]);
});

test('the user form agrees with the API on create', async () => {
  expect(await formDrift(userSchema(true), CreateUserBody)).toEqual([]);
});

test('the user form agrees with the API on edit (a blank password keeps the current one)', async () => {
  expect(await formDrift(userSchema(false), UpdateUserBody)).toEqual([]);
});
