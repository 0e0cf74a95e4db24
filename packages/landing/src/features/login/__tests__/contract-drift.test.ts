// The sign-in form against the API's login body (packages/contracts): same limits, same messages.
import { LoginBody } from 'contracts/schemas';
import { formDrift } from 'contracts/testing';
import { loginSchema } from '../components/login-schema';

test('the sign-in form agrees with the API', async () => {
  expect(await formDrift(loginSchema, LoginBody)).toEqual([]);
});
