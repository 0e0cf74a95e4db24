import type { User } from 'contracts/types';

// Local times, so that the expected 'DD/MM/YYYY HH:mm' holds in any time zone.
const AUDIT = {
  createdAt: new Date(2026, 0, 20, 9, 15).toISOString(),
  createdBy: 'admin',
  updatedAt: new Date(2026, 0, 21, 10, 30).toISOString(),
  updatedBy: 'admin',
};

export const ADMIN: User = {
  id: '9a0c2f10-0000-4000-8000-000000000001',
  username: 'admin',
  fullName: 'Administrator',
  nik: null,
  email: null,
  role: 'admin',
  status: 'approved',
  ...AUDIT,
};

export const RINA: User = {
  id: '9a0c2f10-0000-4000-8000-000000000002',
  username: 'rina',
  fullName: 'Rina Kusuma',
  nik: '3273012345670001',
  email: 'rina@example.com',
  role: 'user',
  status: 'pending',
  ...AUDIT,
};
