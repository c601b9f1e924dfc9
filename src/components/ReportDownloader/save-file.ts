/**
 * Hands a downloaded file to the browser as a download named `filename`. The bytes were fetched
 * from the signed URL without any Authorization header; the object URL is revoked at once after
 * the click (browsers keep the blob until the download has started).
 */
export function saveFile(blob: Blob, filename: string): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return;
  }
  // Saved as bytes, whatever type the download was served as: a browser that ignored `download`
  // would otherwise open an HTML answer as a page of the merchant's origin.
  const url = URL.createObjectURL(blob.slice(0, blob.size, 'application/octet-stream'));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
