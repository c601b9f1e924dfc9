// Types of scripts/longest-functions.mjs for its test.

/** The longest a function of src/ and sandbox/ may be, in lines. */
export const LIMIT: number;

/** One function: its length in lines, the name it is known by, its file relative to the repository. */
export interface MeasuredFunction {
  lines: number;
  name: string;
  file: string;
}

/** A function allowed over the limit until its issue splits it. */
export interface AllowedFunction {
  name: string;
  file: string;
}

export const ALLOWED_OVER_LIMIT: AllowedFunction[];

/** Every function of the given folders (relative to the repository, or absolute), longest first. */
export function measureFunctions(folders?: string[]): MeasuredFunction[];

/** The functions over the limit and not allowed, and the allowed ones no longer over it. */
export function lengthVerdict(functions: MeasuredFunction[], allowed?: AllowedFunction[]): { failing: MeasuredFunction[]; stale: AllowedFunction[] };
