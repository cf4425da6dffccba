// Cells of a CSV the portal or the API writes for people to open in a spreadsheet.

/**
 * A cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe, so it is shown as text (OWASP's advice on CSV injection). Phone numbers are stored without
 * their +, so no number is changed by it.
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
