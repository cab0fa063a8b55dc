/** Audit project types (docs/architecture.md, "What the scores mean"). */
export const AUDIT_PROJECT_TYPES = ['MANUAL', 'AUTOMATED', 'AUTOMATED_NAPW'] as const;
export type AuditProjectType = (typeof AUDIT_PROJECT_TYPES)[number];

/** "projectType (AUTOMATED or AUTOMATED_NAPW means automated)". */
export const AUTOMATED_PROJECT_TYPES: readonly AuditProjectType[] = ['AUTOMATED', 'AUTOMATED_NAPW'];

export function isAutomatedAudit(projectType: string | null | undefined): boolean {
  return (AUTOMATED_PROJECT_TYPES as readonly (string | null | undefined)[]).includes(projectType);
}
