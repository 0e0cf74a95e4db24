import { paymentFilterParams, paymentsCsvFilename, readPaymentFilter } from 'ui-kit/payments';

test('a hand-edited link with a bad status or days shows the unfiltered list, not an error', () => {
  expect(
    readPaymentFilter(new URLSearchParams('status=paid&startDate=2026-02-31&endDate=x')),
  ).toEqual({ status: null, startDate: null, endDate: null });
  expect(readPaymentFilter(new URLSearchParams('startDate=2026-11-10&endDate=2026-11-01'))).toEqual(
    { status: null, startDate: '2026-11-10', endDate: '2026-11-10' },
  );
});

test('the list asks for the filter by the API’s names; every router’s list adds its router', () => {
  const filter = readPaymentFilter(
    new URLSearchParams('status=PAID&startDate=2026-11-01&endDate=2026-11-10'),
  );
  expect(paymentFilterParams(filter)).toEqual({
    status: 'PAID',
    startDate: '2026-11-01',
    endDate: '2026-11-10',
  });
  expect(paymentFilterParams(filter, 'r-1')).toMatchObject({ routerId: 'r-1' });
});

test('the export’s file name: the router and the days, or until which day without a date filter', () => {
  expect(
    paymentsCsvFilename(
      'Hotspot Kantor / Lt. 2',
      { status: null, startDate: null, endDate: null },
      '2026-11-24',
    ),
  ).toBe('payments-hotspot-kantor-lt-2-all-until-2026-11-24.csv');
  expect(
    paymentsCsvFilename(
      'all-routers',
      { status: 'PAID', startDate: '2026-11-01', endDate: '2026-11-10' },
      '2026-11-24',
    ),
  ).toBe('payments-all-routers-2026-11-01-to-2026-11-10-paid.csv');
});
