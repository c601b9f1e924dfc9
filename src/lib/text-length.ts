// How the API counts the length of its text limits, for every layer that checks one.

/** Counts characters as the API does (code points), so an emoji counts once. */
export function characterCount(value: string): number {
  return [...value].length;
}
