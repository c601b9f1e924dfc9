import * as React from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` on the server, where layout effects never run and
 * React 18 warns about them during a server render.
 */
export const useClientLayoutEffect: typeof React.useLayoutEffect = typeof document === 'undefined' ? React.useEffect : React.useLayoutEffect;
