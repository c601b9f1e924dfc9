import { UnexpectedResponseError } from './errors';

/** The file types the kit puts into a page to print, with the first bytes that identify them. */
const PRINTABLE: readonly { type: 'application/pdf' | 'image/png'; signature: readonly number[] }[] = [
  { type: 'application/pdf', signature: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/**
 * The type of a printable file judged by its first bytes alone: `application/pdf` for `%PDF-`,
 * `image/png` for the PNG signature, `undefined` for anything else (HTML, ZPL, an unknown format).
 */
export function printableType(bytes: Uint8Array): 'application/pdf' | 'image/png' | undefined {
  return PRINTABLE.find(({ signature }) => signature.every((byte, index) => bytes[index] === byte))?.type;
}

/**
 * Reads a downloaded file (a label) that is about to be shown in the page to print it. The
 * response's own `Content-Type` is ignored: a PDF or a PNG is recognised by its first bytes and
 * comes back as a Blob of that fixed type, so a browser can only hand it to its PDF viewer or image
 * decoder. Anything else (an HTML page whatever type it claims, ZPL, an unknown format) is refused
 * with {@link UnexpectedResponseError} and never becomes a document in the page.
 */
export async function readPrintableFile(response: Response): Promise<Blob> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = printableType(bytes);
  if (type === undefined) {
    throw new UnexpectedResponseError('The file is neither a PDF nor a PNG, so it is not shown in the page to print.', {
      status: response.status,
    });
  }
  return new Blob([bytes], { type });
}
