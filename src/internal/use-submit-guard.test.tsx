import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmitGuard } from './use-submit-guard';

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSubmitGuard', () => {
  it('refuses a second run while the first is in flight, and opens once it settled', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const first = deferred();
    const sends: string[] = [];
    const one = result.current.run(() => (sends.push('one'), first.promise));
    const two = result.current.run(() => (sends.push('two'), Promise.resolve('two')));
    expect(sends).toEqual(['one']);
    expect(two).toBeUndefined();
    await act(async () => {
      first.resolve('done');
      await one;
    });
    await result.current.run(() => (sends.push('three'), Promise.resolve('three')));
    expect(sends).toEqual(['one', 'three']);
  });

  it('opens after a failure too, and the caller still sees the failure', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const failed = deferred();
    const one = result.current.run(() => failed.promise);
    failed.reject(new Error('refused'));
    await expect(one).rejects.toThrow('refused');
    expect(result.current.run(() => Promise.resolve('again'))).toBeDefined();
  });

  it("'until-released' sends once per confirmation, whatever the outcome", async () => {
    const { result } = renderHook(() => useSubmitGuard('until-released'));
    await result.current.run(() => Promise.resolve('bought'));
    expect(result.current.run(() => Promise.resolve('twice'))).toBeUndefined();
    result.current.release();
    expect(result.current.run(() => Promise.resolve('next confirmation'))).toBeDefined();
  });

  it("'until-released' with a scope is open for another scope (a second batch) and shut again for the first", async () => {
    const { result, rerender } = renderHook(({ scope }) => useSubmitGuard('until-released', scope), { initialProps: { scope: 'batch_1' } });
    await result.current.run(() => Promise.resolve('bought'));
    expect(result.current.run(() => Promise.resolve('twice'))).toBeUndefined();
    rerender({ scope: 'batch_2' });
    await result.current.run(() => Promise.resolve('second batch bought'));
    expect(result.current.run(() => Promise.resolve('twice'))).toBeUndefined();
  });

  it('keeps one guard across renders', () => {
    const { result, rerender } = renderHook(() => useSubmitGuard());
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
