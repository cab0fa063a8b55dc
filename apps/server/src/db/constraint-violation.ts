/** PostgreSQL's error for a broken unique index, with the index's name. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && name === constraint;
}

/** PostgreSQL's error for a row whose referenced row is gone, with the foreign key's name. */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23503' && name === constraint;
}
