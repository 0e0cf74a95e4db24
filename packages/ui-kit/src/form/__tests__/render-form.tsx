// A bare formik form around fields, for the field tests: its values go to `onSubmit` on submit.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, type FormikValues } from 'formik';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from '../../provider/ui-provider';

export function renderForm<T extends FormikValues>(
  initialValues: T,
  children: ReactNode,
  options: { schema?: unknown; onSubmit?: (values: T) => void } = {},
) {
  const onSubmit = jest.fn(options.onSubmit);
  function Form(): ReactElement {
    return (
      <UiProvider>
        <Formik<T>
          initialValues={initialValues}
          validationSchema={options.schema}
          onSubmit={onSubmit}
        >
          {(formik) => (
            <form onSubmit={formik.handleSubmit} noValidate>
              {children}
              <button type="submit">Submit</button>
            </form>
          )}
        </Formik>
      </UiProvider>
    );
  }
  render(<Form />);
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}
