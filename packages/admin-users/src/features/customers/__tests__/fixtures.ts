import type { Customer } from 'contracts/types';

// Local times, so that the expected 'DD/MM/YYYY HH:mm' holds in any time zone.
const AUDIT = {
  createdAt: new Date(2026, 0, 20, 9, 15).toISOString(),
  createdBy: 'admin',
  updatedAt: new Date(2026, 0, 21, 10, 30).toISOString(),
  updatedBy: 'operator',
};

export const BUDI: Customer = {
  id: '5d1e7c1a-0000-4000-8000-000000000001',
  name: 'Budi Santoso',
  alias: 'BDI',
  address: 'Jl. Merdeka No. 10, Kel. Sukamaju, Bandung',
  status: 'pending',
  ...AUDIT,
};

export const SITI: Customer = {
  id: '5d1e7c1a-0000-4000-8000-000000000002',
  name: 'Siti Aminah',
  alias: 'STA',
  address: 'Jl. Asia Afrika 8',
  status: 'approved',
  ...AUDIT,
  updatedBy: null,
};
