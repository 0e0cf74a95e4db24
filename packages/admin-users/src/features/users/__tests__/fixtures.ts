import { auditFields } from '../../../test/fixtures';
import type { User } from 'contracts/types';

export const ADMIN: User = {
  id: '9a0c2f10-0000-4000-8000-000000000001',
  username: 'admin',
  fullName: 'Administrator',
  nik: null,
  email: null,
  role: 'admin',
  status: 'approved',
  ...auditFields(),
};

export const RINA: User = {
  id: '9a0c2f10-0000-4000-8000-000000000002',
  username: 'rina',
  fullName: 'Rina Kusuma',
  nik: '3273012345670001',
  email: 'rina@example.com',
  role: 'user',
  status: 'pending',
  ...auditFields(),
};
