import { render, screen } from '@testing-library/react';
import { UiProvider } from 'ui-kit/provider';
import { initialColumnVisibility, isSortedBy } from 'ui-kit/table';
import { delivery } from '../../../../test/fixtures';
import {
  SPEC_DELIVERY_COLUMNS,
  SPEC_HIDDEN_DELIVERY_COLUMNS,
} from '../../../../test/delivery-headers';
import { DELIVERY_COLUMNS, deliveryDetailFields } from '../delivery-columns';

const byId = (id: string) => {
  const column = DELIVERY_COLUMNS.find((candidate) => candidate.id === id);
  if (!column) throw new Error(`no column ${id}`);
  return column;
};

function cellText(id: string, row = delivery()): string {
  const column = byId(id);
  const { container } = render(<UiProvider>{column.cell ? column.cell(row) : null}</UiProvider>);
  const text = container.textContent ?? '';
  container.remove();
  return text;
}

test("columns are the fields of docs/rules/lists.md#delivery-table, in its order, with its labels, then Status", () => {
  expect(DELIVERY_COLUMNS.map((column) => [column.id, column.label])).toEqual(SPEC_DELIVERY_COLUMNS);
});

test('exactly orderNo, adjustDate, adjustTime, barcodeKasai, updatedBy and createdAt start hidden', () => {
  const visibility = initialColumnVisibility(DELIVERY_COLUMNS);
  const hidden = Object.entries(visibility)
    .filter(([, visible]) => !visible)
    .map(([id]) => id);
  expect(hidden).toEqual(SPEC_HIDDEN_DELIVERY_COLUMNS);
});

test('every column sorts on the server except Customer, which the API cannot sort by', () => {
  const unsortable = DELIVERY_COLUMNS.filter((column) => !column.sortable).map(
    (column) => column.id,
  );
  expect(unsortable).toEqual(['customer.alias']);
  // The default order (created_at: docs/rules/lists.md#list-state) is not what 'Created At' shows (updatedAt first).
  expect(isSortedBy(byId('createdAt'), 'updatedAt')).toBe(true);
  expect(isSortedBy(byId('qty'), 'qty')).toBe(true);
});

test('Customer shows the alias, else the name', () => {
  const customer = byId('customer.alias');
  expect(customer.accessor?.(delivery())).toBe('HPM');
  expect(
    customer.accessor?.(delivery({ customer: { alias: '  ', name: 'CV Sumber Makmur' } })),
  ).toBe('CV Sumber Makmur');
  expect(customer.accessor?.(delivery({ customer: { alias: '', name: 'CV Sumber Makmur' } }))).toBe(
    'CV Sumber Makmur',
  );
  expect(customer.accessor?.(delivery({ customer: { alias: '', name: '' } }))).toBe('');
});

test('Created At shows updatedAt when there is one, else createdAt, as DD/MM/YYYY HH:mm', () => {
  const created = new Date('2024-01-05T01:00:00.000Z');
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = (d: Date) =>
    `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  expect(cellText('createdAt')).toBe(local(created));

  const updated = new Date('2024-02-10T09:45:00.000Z');
  const row = delivery({ updatedAt: updated.toISOString(), updatedBy: 'admin' });
  expect(cellText('createdAt', row)).toBe(local(updated));
  expect(byId('createdAt').accessor?.(row)).toBe(updated.toISOString());
});

test('dates and times: date DD/MM/YYYY, time HH:mm, scan times DD/MM/YYYY HH:mm as scanned', () => {
  expect(cellText('date')).toBe('05/01/2024');
  expect(cellText('time')).toBe('07:15');
  expect(cellText('adjustDate')).toBe('06/01/2024');
  expect(cellText('adjustTime')).toBe('07:30');
  // Wall-clock times without a zone are not shifted into another zone.
  expect(cellText('scanLt1At')).toBe('05/01/2024 07:30');
  expect(cellText('scanLt2At')).toBe('05/01/2024 08:50');
  expect(cellText('scanLt2At', delivery({ scanLt2At: null }))).toBe('');
});

test('Qty is right-aligned with Indonesian grouping', () => {
  expect(byId('qty').align).toBe('end');
  expect(cellText('qty')).toBe('1.250');
  expect(cellText('qty', delivery({ qty: 0 }))).toBe('0');
});

test('Status is a badge', () => {
  render(<UiProvider>{byId('status').cell?.(delivery({ status: 'approved' }))}</UiProvider>);
  expect(screen.getByText('Approved')).toBeInTheDocument();
});

test('Lihat lists every field with its label, the audit trail in full', () => {
  const row = delivery({ updatedAt: '2024-02-10T09:45:00.000Z', updatedBy: 'supervisor' });
  const labels = deliveryDetailFields(row).map((field) => field.label);
  // The table's columns without its two audit columns, then the audit trail in full.
  const audit = ['updatedBy', 'createdAt'];
  expect(labels).toEqual([
    ...SPEC_DELIVERY_COLUMNS.filter(([id]) => !audit.includes(id)).map(([, label]) => label),
    'Created At',
    'Created By',
    'Updated At',
    'Updated By',
  ]);
  const customer = deliveryDetailFields(row).find((field) => field.label === 'Customer');
  expect(customer?.value).toBe('HPM (PT Honda Prospect Motor)');
  const updatedBy = deliveryDetailFields(row).find((field) => field.label === 'Updated By');
  expect(updatedBy?.value).toBe('supervisor');
  // Nothing there is nothing (the dialog shows a dash), not an empty formatted cell.
  const bare = deliveryDetailFields(
    delivery({ adjustDate: null, adjustTime: '', remarksBawah: null }),
  );
  expect(bare.filter((field) => field.value === '').map((field) => field.label)).toEqual([
    'Adjust Date',
    'Adjust Time',
    'remarks',
    'Updated By',
  ]);
});
