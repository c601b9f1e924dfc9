'use client';

import * as React from 'react';
import { useShippingElements } from '../provider/context';
import { useClientLayoutEffect } from '../internal/use-client-layout-effect';

/**
 * Props of {@link BlockFrame}: the block's own (part, state, title, …) and the host's `section`
 * props, which a block passes on untouched.
 */
export interface BlockFrameProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'title'> {
  /**
   * The root element: a `section`; a `form` for a block that is one form (AddressForm: Enter
   * submits it, and its host gets an `HTMLFormElement`); a `fieldset` for a block that is one
   * group of inputs named by its `legend` (RatePicker: the legend is its first child, a host's
   * `disabled` reaches every radio); a `div` for a block that is one line of a host's table
   * (TrackingStatus's compact variant: no title, no region). A root's own attributes
   * (`noValidate`, `disabled`, …) pass through like the host's props.
   * @default 'section'
   */
  as?: 'section' | 'form' | 'fieldset' | 'div' | undefined;
  /** With `as="form"`: the form's `noValidate`. */
  noValidate?: boolean | undefined;
  /** With `as="fieldset"`: disables every control inside. */
  disabled?: boolean | undefined;
  /** With `as="fieldset"`: the `id` of the form it belongs to. */
  form?: string | undefined;
  /** The block's root `data-se-part` (`label-purchase`); its title is `<part>-title`. */
  part: string;
  /** The root's `data-state`: the step of the block's machine, or loading, empty, error. */
  state: string;
  /**
   * The block's title, an `h2` that names the region (`aria-labelledby`). A form root named by its
   * own fieldset's legend leaves it out: then there is no heading, the root is not labelled by
   * one, and `focusKey`/`focusOnMount` have nothing to focus.
   */
  title?: React.ReactNode;
  /** `aria-busy` while the block loads or sends. */
  busy?: boolean | undefined;
  /**
   * What a polite live region says (a step change, a request's progress); the region is rendered
   * when this is not `undefined`, so a block that announces keeps it in the page from the start.
   */
  announcement?: React.ReactNode;
  /**
   * Focus goes to the block's {@link StepHeading} when it renders one, else to the title, whenever
   * this changes after the first render (a new step whose form is not taking focus itself). Leave
   * it `undefined` when nothing in the block changes step.
   */
  focusKey?: unknown;
  /**
   * When `focusKey`'s focus moves: in the commit that changed it, or at the next frame, where the
   * browser lays the new step out anyway (a step too long to lay out twice in one task: focusing
   * it in the commit makes the browser lay it out there).
   * @default 'commit'
   */
  focusAt?: 'commit' | 'next-frame' | undefined;
  /** Also focus the step heading (else the title) on the first render (the block started over). */
  focusOnMount?: boolean | undefined;
  children?: React.ReactNode;
}

/**
 * The root of every block: a `section` (or a `form`, `fieldset` or `div`: `as`) with the provider's theme attributes, then the host's
 * props (a host's `id`, `className`, `aria-*`, `data-*` apply; its `style` merges over the
 * theme's), then the block's own `data-se-part` and `data-state`, which a host cannot override.
 * It renders the title (`h2`, focusable for step changes), the live region, and the block's body.
 */
export const BlockFrame = /* @__PURE__ */ React.forwardRef<HTMLElement, BlockFrameProps>(function BlockFrame(
  { as: Root = 'section', part, state, title, busy, announcement, focusKey, focusAt = 'commit', focusOnMount = false, style, children, ...hostProps },
  forwardedRef,
) {
  const { themeRoot } = useShippingElements(part);
  const titleId = `${React.useId()}-title`;
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  // The step heading a child renders (StepHeading); its ref is set before this frame's effects run.
  const stepHeadingRef = React.useRef<HTMLHeadingElement | null>(null);
  const focusTarget = () => stepHeadingRef.current ?? titleRef.current;
  // The key last focused for; compared, not counted, so StrictMode's second effect run is a no-op.
  const focusedFor = React.useRef(focusKey);
  useClientLayoutEffect(() => {
    if (focusedFor.current !== focusKey) {
      focusedFor.current = focusKey;
      if (focusAt === 'next-frame') {
        requestAnimationFrame(() => focusTarget()?.focus());
      } else {
        focusTarget()?.focus();
      }
    }
  }, [focusKey]);
  useClientLayoutEffect(() => {
    if (focusOnMount) {
      focusTarget()?.focus();
    }
    // Only on mount.
  }, []);
  const titled = title !== undefined;
  return (
    <Root
      // A form, fieldset or div root is an HTMLElement too: the block's ref type says which.
      ref={forwardedRef as React.Ref<HTMLFormElement & HTMLFieldSetElement & HTMLDivElement>}
      {...themeRoot.attributes}
      aria-labelledby={titled ? titleId : undefined}
      {...hostProps}
      style={{ ...themeRoot.style, ...style }}
      aria-busy={busy || undefined}
      data-se-part={part}
      data-state={state}
    >
      {titled && (
        <h2 id={titleId} ref={titleRef} tabIndex={-1} data-se-part={`${part}-title`}>
          {title}
        </h2>
      )}
      {announcement !== undefined && (
        <div role="status" data-se-part="visually-hidden">
          {announcement}
        </div>
      )}
      <StepHeadingContext.Provider value={stepHeadingRef}>{children}</StepHeadingContext.Provider>
    </Root>
  );
});
BlockFrame.displayName = 'BlockFrame';

/** The frame's slot for its step heading: the ref the nearest BlockFrame focuses for `focusKey`. */
const StepHeadingContext = /* @__PURE__ */ React.createContext<React.RefObject<HTMLHeadingElement | null> | null>(null);

/** Props of {@link StepHeading}: an `h3`'s, and when it takes focus by itself. */
export interface StepHeadingProps extends React.ComponentPropsWithoutRef<'h3'> {
  /**
   * Focus it when it mounts (a view that replaces the block's body, whose frame has no step to
   * follow: OrdersInbox's "Ship selected").
   */
  focusOnMount?: boolean | undefined;
}

/**
 * The heading of a block's step (`h3`, under the frame's title), focusable by code. The nearest
 * {@link BlockFrame} focuses it, instead of its title, when its `focusKey` changes or on mount
 * with `focusOnMount`: the one way a block moves focus to a step's heading.
 */
export function StepHeading({ focusOnMount = false, ...headingProps }: StepHeadingProps): React.JSX.Element {
  const frameHeadingRef = React.useContext(StepHeadingContext);
  const heading = React.useRef<HTMLHeadingElement | null>(null);
  const setHeading = React.useCallback(
    (node: HTMLHeadingElement | null) => {
      heading.current = node;
      if (frameHeadingRef) {
        frameHeadingRef.current = node;
      }
    },
    [frameHeadingRef],
  );
  React.useEffect(() => {
    if (focusOnMount) {
      heading.current?.focus();
    }
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <h3 {...headingProps} ref={setHeading} tabIndex={-1} />;
}
