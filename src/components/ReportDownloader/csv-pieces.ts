import * as PapaModule from 'papaparse';
import { PreviewTally, SUMMED_COLUMNS, type PreviewTotal, type TallyResult } from './preview-tally';

// papaparse is a UMD bundle: bundlers expose it as the namespace, Node's ESM loader as `default`.
const Papa: typeof PapaModule = (PapaModule as unknown as { default?: typeof PapaModule }).default ?? PapaModule;

/**
 * Cutting decompressed CSV bytes into pieces of whole rows that can be parsed apart (on two
 * threads) and added up to what one parse of the whole file gives. Pure: no stream, no worker.
 *
 * A line break ends a row exactly when the count of `"` before it, from a row's start, is even
 * (RFC 4180: a quote opens or closes a quoted field, and a quote inside one is written `""`). `"`,
 * CR and LF are ASCII, which never occurs inside a multi-byte UTF-8 character, so the bytes are cut
 * without decoding them, and a cut never splits a character.
 */

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** The file's line ending, read from its first LF as the single-thread preview reads it: CRLF when a CR comes before it. */
export function lineEnding(bytes: Uint8Array): 'crlf' | 'lf' | undefined {
  const firstBreak = bytes.indexOf(LF);
  if (firstBreak === -1) {
    return undefined;
  }
  return firstBreak > 0 && bytes[firstBreak - 1] === CR ? 'crlf' : 'lf';
}

function countQuotes(bytes: Uint8Array, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index += 1) {
    if (bytes[index] === QUOTE) {
      count += 1;
    }
  }
  return count;
}

/** The position of the last line break at or before `from` (its LF), or -1. */
function previousBreak(bytes: Uint8Array, from: number, ending: 'crlf' | 'lf'): number {
  let at = from;
  // `at` stays at or above 0: lastIndexOf reads a negative start from the end.
  while (at >= 0) {
    at = bytes.lastIndexOf(LF, at);
    if (at === -1 || ending === 'lf' || (at > 0 && bytes[at - 1] === CR)) {
      return at;
    }
    at -= 1;
  }
  return -1;
}

/**
 * Where `bytes` (starting at a row's start) can be cut after a whole row: just after its last line
 * break outside quotes (an even count of `"` before it), or -1 when it has none. With CRLF line
 * endings, only CRLF ends a row (papaparse reads a lone LF as part of a field, as it does there).
 */
export function lastRowEnd(bytes: Uint8Array, ending: 'crlf' | 'lf', length = bytes.length): number {
  let end = previousBreak(bytes, length - 1, ending);
  if (end === -1) {
    return -1;
  }
  let odd = countQuotes(bytes, 0, end) & 1;
  while (odd === 1) {
    // This break is inside a quoted field: the one before it, with the quotes between them.
    const before = previousBreak(bytes, end - 1, ending);
    if (before === -1) {
      return -1;
    }
    odd ^= countQuotes(bytes, before, end) & 1;
    end = before;
  }
  return end + 1;
}

/** A piece of rows parsed: its sequence number (file order) and what its rows add up to. */
export interface PieceResult extends TallyResult {
  seq: number;
  /** The header, when the piece is the file's first (its first row). */
  columns?: string[] | undefined;
}

const parsers = new Map<'crlf' | 'lf', PapaModule.Parser>();
/** One papaparse parser per line ending, reused for every piece: a parser keeps nothing between calls, and V8 optimises one parser's closures once. */
function parserFor(ending: 'crlf' | 'lf'): PapaModule.Parser {
  let parser = parsers.get(ending);
  if (!parser) {
    parser = new Papa.Parser({ delimiter: ',', newline: ending === 'crlf' ? '\r\n' : '\n' });
    parsers.set(ending, parser);
  }
  return parser;
}

/** Text parsed by one papaparse call: small, so the young-generation GC copies few rows at once (see PREVIEW_BATCH_BYTES). */
const PARSE_CHARS = 1 << 14;

/**
 * Parses one piece of whole rows (its bytes decoded alone) and tallies them. `header`: the file's
 * columns, or undefined for the file's first piece, whose first row is the header. `maxRows`: rows
 * kept from this piece (0 when the preview already has its first rows).
 */
export function parsePiece(seq: number, bytes: Uint8Array, ending: 'crlf' | 'lf', header: string[] | undefined, maxRows: number): PieceResult {
  // A BOM is the file's own only at its start: a later piece keeps the character as the one decoder of the whole file would.
  const text = new TextDecoder('utf-8', { ignoreBOM: header !== undefined }).decode(bytes);
  const tally = new PreviewTally(maxRows, header);
  const parser = parserFor(ending);
  let carry = '';
  for (let offset = 0; offset < text.length; offset += PARSE_CHARS) {
    const last = offset + PARSE_CHARS >= text.length;
    const input = carry + text.slice(offset, offset + PARSE_CHARS);
    const result = parser.parse(input, 0, !last) as { data: string[][]; meta: { cursor: number } };
    tally.take(result.data);

    carry = last ? '' : input.slice(result.meta.cursor);
  }
  return { seq, ...tally.result(), columns: header === undefined ? (tally.columns ?? []) : undefined };
}

/**
 * Gathers decompressed bytes and hands them on in pieces of whole rows: {@link rowEnd} says where
 * the gathered bytes can be cut, then the piece is either read in place ({@link view}, then
 * {@link drop}) or {@link detach}ed with a buffer of its own (to be transferred to another thread).
 */
export class RowPieces {
  private buffer: Uint8Array;
  /** Bytes gathered. */
  filled = 0;
  /** The file's line ending, once its first LF has come. */
  ending: 'crlf' | 'lf' | undefined;

  constructor(private readonly capacity: number) {
    this.buffer = new Uint8Array(capacity);
  }

  add(chunk: Uint8Array): void {
    if (this.filled + chunk.length > this.buffer.length) {
      const larger = new Uint8Array((this.filled + chunk.length) * 2);
      larger.set(this.buffer.subarray(0, this.filled));
      this.buffer = larger;
    }
    this.buffer.set(chunk, this.filled);
    this.filled += chunk.length;
  }

  /** Where the gathered bytes end their last whole row (all of them at the file's end), or 0. */
  rowEnd(final: boolean): number {
    this.ending ??= lineEnding(this.buffer.subarray(0, this.filled)) ?? (final ? 'lf' : undefined);
    if (this.ending === undefined) {
      return 0;
    }
    return final ? this.filled : Math.max(0, lastRowEnd(this.buffer, this.ending, this.filled));
  }

  /** The first `end` bytes, in place: valid until the next call. */
  view(end: number): Uint8Array {
    return this.buffer.subarray(0, end);
  }

  /** Forgets the first `end` bytes (after a {@link view}). */
  drop(end: number): void {
    this.buffer.copyWithin(0, end, this.filled);
    this.filled -= end;
  }

  /** The first `end` bytes, over a buffer that is theirs alone now (this one goes on with a new one). */
  detach(end: number): Uint8Array {
    const piece = this.buffer.subarray(0, end);
    const rest = this.buffer.subarray(end, this.filled);
    this.buffer = new Uint8Array(Math.max(this.capacity, rest.length * 2));
    this.buffer.set(rest);
    this.filled = rest.length;
    return piece;
  }
}

/** Adds up pieces' results in file order, whatever order they come in. */
export class PieceTotals {
  columns: string[] | undefined;
  readonly rows: string[][] = [];
  rowCount = 0;
  negativeCount = 0;
  /** Pieces added so far in file order. */
  merged = 0;
  private readonly totals = new Map<string, Map<string, bigint>>();
  private readonly waiting = new Map<number, PieceResult>();

  constructor(private readonly maxRows: number) {}

  /** Rows a piece handed on now should keep: none once the first rows are all in. */
  get keep(): number {
    return this.rows.length < this.maxRows ? this.maxRows : 0;
  }

  add(result: PieceResult): void {
    this.waiting.set(result.seq, result);
    for (let next = this.waiting.get(this.merged); next; next = this.waiting.get(this.merged)) {
      this.waiting.delete(this.merged);
      this.merged += 1;
      if (next.columns) {
        this.columns = next.columns;
      }
      this.rowCount += next.rowCount;
      this.negativeCount += next.negativeCount;
      for (const row of next.rows) {
        if (this.rows.length < this.maxRows) {
          this.rows.push(row);
        }
      }
      for (const total of next.totals) {
        let column = this.totals.get(total.column);
        if (!column) {
          column = new Map();
          this.totals.set(total.column, column);
        }
        column.set(total.currency, (column.get(total.currency) ?? 0n) + total.micros);
      }
    }
  }

  /** The totals as one parse gives them: by column, each column's currencies in order of first appearance. */
  sums(): PreviewTotal[] {
    return SUMMED_COLUMNS.flatMap(({ amount }) => [...(this.totals.get(amount) ?? [])].map(([currency, micros]) => ({ column: amount, currency, micros })));
  }
}
