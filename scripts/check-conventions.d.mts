// Types of scripts/check-conventions.mjs, for its test.

/** Known breaches, each with the issue that removes it: `${rule} ${file}: ${name}`. */
export declare const PENDING: string[];
/** The `type: '…'` names of a machine's event union. */
export declare function eventNames(source: string): string[];
/** Whether an event's name says what happened, in camelCase. */
export declare function isPastTenseCamelCase(name: string): boolean;
/** The breaches of one file's text, as `rule file: name` lines. */
export declare function breachesOf(file: string, source: string): string[];
/** One message of a catalogue's text: its key and its (English) sentence. */
export interface CatalogueLine {
  key: string;
  text: string;
}
/** The English `formErrors` of the shared catalogue (src/locales/en/shared.ts's text). */
export declare function formErrorsOf(sharedSource: string): CatalogueLine[];
/** A block's namespace that words a form error its own way, as `form-error file: key` lines. */
export declare function formErrorBreachesOf(file: string, source: string, formErrors: readonly CatalogueLine[]): string[];
/** Every breach of src/components and the English catalogue, and the pending entries that no longer breach (stale). */
export declare function checkConventions(folder?: string, pending?: readonly string[], locales?: string, index?: string): { failing: string[]; stale: string[] };
/** Where a unit's file speaks with a block's name (rule 8), as `unit-name file: what` lines. */
export declare function unitNameBreachesOf(file: string, source: string, blocks: readonly string[], publicNames?: ReadonlySet<string>): string[];
/** A source text without its comments (string and template literals kept). */
export declare function withoutComments(source: string): string;
