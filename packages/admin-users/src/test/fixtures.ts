/** The audit columns every record of this remote carries (customers and users alike). */
export interface AuditFields {
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string | null;
}

/**
 * A fixture's audit columns: created 20/01/2026 09:15 by admin, changed 21/01/2026 10:30 by admin.
 * Local times, so that the expected 'DD/MM/YYYY HH:mm' holds in any time zone.
 */
export function auditFields(overrides: Partial<AuditFields> = {}): AuditFields {
  return {
    createdAt: new Date(2026, 0, 20, 9, 15).toISOString(),
    createdBy: 'admin',
    updatedAt: new Date(2026, 0, 21, 10, 30).toISOString(),
    updatedBy: 'admin',
    ...overrides,
  };
}
