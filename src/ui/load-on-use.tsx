'use client';

import * as React from 'react';
import { useShippingElements } from '../provider/context';
import { Button } from './Button';
import { ErrorNotice } from './ErrorNotice';
import { Skeleton } from './Skeleton';

/*
 * Code a block loads on use, not with the block: the steps and dialogs a person reaches only
 * after acting (a batch's review, a report's preview, a label's reprint, an order's detail, the
 * modal itself). They are their own chunks, fetched when the block mounts (so they are there by
 * the time a person reaches them) and never on the server. What cannot load says so in the
 * block's language, with "Try again".
 */

/** One piece of code loaded on use: once per page, tried again after a failure. */
export interface CodeOnUse<T> {
  /** The loaded value, or `null` before it has loaded. */
  readonly loaded: () => T | null;
  /** Starts (or joins) the load; a failed load is tried again by the next call. */
  readonly load: () => Promise<T>;
}

/** Wraps an `import()` so the page loads it once, and again only after it failed. */
export function codeOnUse<T>(importer: () => Promise<T>): CodeOnUse<T> {
  let value: { current: T } | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => (value === null ? null : value.current),
    load: () =>
      (loading ??= importer().then(
        (loaded) => {
          value = { current: loaded };
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/** The outcome of {@link useCodeOnUse}. */
export interface CodeOnUseState<T> {
  /** The loaded value, or `null` before it has loaded. */
  value: T | null;
  /**
   * The part is in use and this attempt's load failed while it was: the notice goes in its place.
   * A load that failed while the part was not in use (a closed dialog) says nothing.
   */
  unavailable: boolean;
}

/**
 * Loads `code` on mount, again when `attempt` changes (a "Try again") and when `active` turns on
 * (a dialog opening), until it has loaded.
 */
export function useCodeOnUse<T>(code: CodeOnUse<T>, attempt: number, active: boolean): CodeOnUseState<T> {
  const [value, setValue] = React.useState<{ current: T } | null>(() => {
    const loaded = code.loaded();
    return loaded === null ? null : { current: loaded };
  });
  const [failed, setFailed] = React.useState<{ attempt: number; active: boolean } | null>(null);
  React.useEffect(() => {
    if (value !== null) {
      return undefined;
    }
    let live = true;
    code.load().then(
      (loaded) => live && setValue({ current: loaded }),
      () => live && setFailed({ attempt, active }),
    );
    return () => {
      live = false;
    };
  }, [code, value, attempt, active]);
  return {
    value: value === null ? null : value.current,
    unavailable: value === null && active && failed !== null && failed.attempt === attempt && failed.active,
  };
}

/** Starts loading each piece when the calling block mounts, so it is there when a person reaches it. */
export function usePreloaded(...codes: readonly CodeOnUse<unknown>[]): void {
  React.useEffect(() => {
    for (const code of codes) {
      // A failure is tried again, and shown, when the part is in use.
      code.load().catch(() => undefined);
    }
    // The pieces are module constants: loading once per mount is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Options of {@link componentOnUse}. */
export interface ComponentOnUseOptions<P> {
  /**
   * Shown while the code loads: a placeholder announced as "Loading…" for a part in the block's
   * flow (a step), nothing for a dialog (it opens when loaded).
   * @default 'nothing'
   */
  whileLoading?: 'placeholder' | 'nothing' | undefined;
  /**
   * Whether the part is in use (a dialog: open). A part mounted while not in use (a closed
   * dialog) loads quietly: a failure then shows nothing, and the load is tried again when it is.
   * @default always in use
   */
  activeOf?: ((props: P) => boolean) | undefined;
  /** The part's own close, offered beside "Try again" when it cannot load (a dialog's). */
  closeOf?: ((props: P) => (() => void) | undefined) | undefined;
}

/** A component loaded on use, with the piece of code behind it (for {@link usePreloaded}). */
export type ComponentOnUse<P> = ((props: P) => React.ReactNode) & { readonly code: CodeOnUse<React.ComponentType<P>> };

/**
 * A component whose code loads on use: it renders `whileLoading` until its chunk is there, then
 * the component; if the chunk cannot load, a notice in its place with "Try again" (and the part's
 * close, see `closeOf`).
 */
export function componentOnUse<P extends object>(importer: () => Promise<React.ComponentType<P>>, options: ComponentOnUseOptions<P> = {}): ComponentOnUse<P> {
  const code = codeOnUse(importer);
  function OnUse(props: P): React.ReactNode {
    const [attempt, setAttempt] = React.useState(0);
    const active = options.activeOf?.(props) ?? true;
    const { value: Loaded, unavailable } = useCodeOnUse(code, attempt, active);
    if (Loaded !== null) {
      return <Loaded {...props} />;
    }
    if (unavailable) {
      return <CodeUnavailable part="code-unavailable" onRetry={() => setAttempt(attempt + 1)} onClose={options.closeOf?.(props)} />;
    }
    return options.whileLoading === 'placeholder' ? <LoadingPlaceholder /> : null;
  }
  return Object.assign(OnUse, { code });
}

/**
 * A dialog loaded on use, of the usual shape (`open`, `onClose`): it loads again when it opens,
 * and "Close" closes it when its code cannot load.
 */
export function dialogOnUse<P extends { open: boolean; onClose: () => void }>(importer: () => Promise<React.ComponentType<P>>): ComponentOnUse<P> {
  return componentOnUse(importer, { activeOf: (props) => props.open, closeOf: (props) => props.onClose });
}

function LoadingPlaceholder(): React.JSX.Element {
  const { messages } = useShippingElements('Skeleton');
  return <Skeleton label={messages.common.loading} />;
}

/**
 * In the place of a part whose code could not load (the connection dropped): the offline
 * sentence, "Try again" and, for a dialog, "Close". "Try again" takes the focus (and scrolls into
 * view), as the part's first control would, and the element that had it gets it back when the
 * notice goes.
 */
export function CodeUnavailable({ part, onRetry, onClose }: { part: string; onRetry: () => void; onClose?: (() => void) | undefined }): React.JSX.Element {
  const { messages } = useShippingElements('CodeUnavailable');
  const frame = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const opener = document.activeElement;
    frame.current?.querySelector('button')?.focus();
    return () => {
      const focused = document.activeElement;
      if ((focused === null || focused === document.body) && opener instanceof HTMLElement && opener.isConnected) {
        opener.focus();
      }
    };
  }, []);
  return (
    <div ref={frame}>
      <ErrorNotice
        part={part}
        message={messages.errors.network}
        onRetry={onRetry}
        actions={
          onClose && (
            <Button variant="secondary" onClick={onClose}>
              {messages.common.close}
            </Button>
          )
        }
      />
    </div>
  );
}
