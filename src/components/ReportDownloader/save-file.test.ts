import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveFile', () => {
  it('saves the bytes as a download-only type, never as the type the file was served with', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (saved.push(blob), 'blob:report')), revokeObjectURL: vi.fn() }));
    const served = new Blob(['<script>parent.stolen = true</script>'], { type: 'text/html' });
    saveFile(served, 'report.csv.gz');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.type).toBe('application/octet-stream');
    expect(await saved[0]!.text()).toBe(await served.text());
  });
});
