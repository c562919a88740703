/**
 * Strings in code-unit order, as SQLite's BINARY collation orders them: what the Azure adapter
 * and the canonical package order sort in memory comes out as the local adapter's SQL sorts it.
 */
export const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
