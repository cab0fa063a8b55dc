/**
 * What a spreadsheet program reads as the start of a formula when it opens a CSV file: `=`, `+`,
 * `-`, `@`, and tab or carriage return, which some programs strip before looking (the OWASP
 * CSV-injection list).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A number or a phone number as people write them: an optional sign, then digits grouped by
 * spaces, dots, commas, slashes, hyphens and parentheses. Without letters, `|`, `!` or `:` a
 * spreadsheet can at most do arithmetic with it: it cannot call a function, refer to a cell or
 * another file, or start a program, so it is left readable.
 */
const PLAIN_NUMBER = /^[+-]?[0-9(][0-9 ().,/-]*$/;

/**
 * A text cell as every CSV file of the product writes it: one that a spreadsheet would take for a
 * formula gets a leading `'`, which spreadsheets show as text and which is visible elsewhere, so
 * `=HYPERLINK(...)` stays inert; plain numbers and phone numbers (`-12.5`, `+41 44 123 45 67`)
 * are left as they are.
 */
export function csvSafeCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
