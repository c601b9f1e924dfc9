// The one rule against formula injection in CSV files the kit or its sandbox writes: a spreadsheet
// runs a cell that starts like a formula. React-free, so the sandbox shares it (DESIGN §2 layers).

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text: one starting like a formula gets a leading apostrophe. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
