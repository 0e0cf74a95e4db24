// The checkout dialog's rules against the API's checkout body (packages/contracts): same limits,
// same messages. The phone is judged on both sides by contracts' normaliseIndonesianMobile (the
// body's 8–20 characters are only its outer bound), and the method comes from the channel list, so
// the probes run on the two typed fields whose rules live in the schema alone.
import { CheckoutBody, InvoiceCheckoutBody } from 'contracts/schemas';
import { formDrift, type FormSchemaLike } from 'contracts/testing';
import {
  EMPTY_CHECKOUT,
  validateCheckout,
  validateInvoiceCheckout,
  type CheckoutField,
} from '../lib/checkout-form';

const checkoutForm = (fields: CheckoutField[]): FormSchemaLike => ({
  fields: Object.fromEntries(fields.map((field) => [field, {}])),
  validateAt: async (path, values) => {
    const message = validateCheckout({ ...EMPTY_CHECKOUT, ...values })[path as CheckoutField];
    if (message) throw new Error(message);
  },
});

test('the name and email rules of the dialog agree with the API', async () => {
  const { customerName, customerEmail } = CheckoutBody.properties;
  expect(
    await formDrift(checkoutForm(['customerName', 'customerEmail']), {
      type: 'object',
      properties: { customerName, customerEmail },
    }),
  ).toEqual([]);
});

test('the dialog refuses a phone the API refuses, with the API’s message', () => {
  const phone = (customerPhone: string) => validateCheckout({ ...EMPTY_CHECKOUT, customerPhone });
  for (const accepted of ['081234567890', '+62 812-3456-7890', '6281234567890']) {
    expect(phone(accepted).customerPhone).toBeUndefined();
  }
  for (const refused of ['', '0212345678', '12345678', '08123', `08${'1'.repeat(30)}`]) {
    expect(phone(refused).customerPhone).toBe(CheckoutBody.properties.customerPhone['x-message']);
  }
});

test('the invoice pay page’s email rule agrees with the API (optional there too)', async () => {
  const form: FormSchemaLike = {
    fields: { customerEmail: {} },
    validateAt: async (path, values) => {
      const message = validateInvoiceCheckout({ method: 'QRIS', customerEmail: '', ...values })[
        path as 'customerEmail'
      ];
      if (message) throw new Error(message);
    },
  };
  const { customerEmail } = InvoiceCheckoutBody.properties;
  const problems = await formDrift(form, { type: 'object', properties: { customerEmail } });
  // An empty field is left out of the body (invoice-pay-page.test: the POST is `{ method }`), so
  // the API never sees the "" it would refuse; every other probe must agree.
  expect(problems.filter((problem) => !problem.startsWith('customerEmail = "" (empty)'))).toEqual(
    [],
  );
});
