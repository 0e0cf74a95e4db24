import { auditFields } from '../../../test/fixtures';
import type { Customer } from 'contracts/types';

export const BUDI: Customer = {
  id: '5d1e7c1a-0000-4000-8000-000000000001',
  name: 'Budi Santoso',
  alias: 'BDI',
  address: 'Jl. Merdeka No. 10, Kel. Sukamaju, Bandung',
  status: 'pending',
  ...auditFields({ updatedBy: 'operator' }),
};

export const SITI: Customer = {
  id: '5d1e7c1a-0000-4000-8000-000000000002',
  name: 'Siti Aminah',
  alias: 'STA',
  address: 'Jl. Asia Afrika 8',
  status: 'approved',
  ...auditFields({ updatedBy: null }),
};
