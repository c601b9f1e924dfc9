// Types of scripts/check-conventions.mjs, for its test.

/** Known breaches, each with the issue that removes it: `${rule} ${file}: ${name}`. */
export declare const PENDING: string[];
/** The `type: '…'` names of a machine's event union. */
export declare function eventNames(source: string): string[];
/** Whether an event's name says what happened, in camelCase. */
export declare function isPastTenseCamelCase(name: string): boolean;
/** The breaches of one file's text, as `rule file: name` lines. */
export declare function breachesOf(file: string, source: string): string[];
/** Every breach of src/components, and the pending entries that no longer breach (stale). */
export declare function checkConventions(folder?: string, pending?: readonly string[]): { failing: string[]; stale: string[] };
