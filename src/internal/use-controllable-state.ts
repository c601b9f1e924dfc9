import * as React from 'react';

/**
 * State that a host may control (`value` + `onChange`) or leave to the component (`defaultValue`),
 * as Radix's useControllableState. Warns in development when a component switches between the two.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
  caller,
}: {
  prop: T | undefined;
  defaultProp: T;
  onChange?: ((value: T) => void) | undefined;
  caller: string;
}): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = React.useState(defaultProp);
  const isControlled = prop !== undefined;
  const wasControlled = React.useRef(isControlled);
  React.useEffect(() => {
    if (wasControlled.current !== isControlled && process.env.NODE_ENV !== 'production') {
      console.warn(
        `${caller} is changing from ${wasControlled.current ? 'controlled' : 'uncontrolled'} to ${isControlled ? 'controlled' : 'uncontrolled'}. Pick one for the lifetime of the component.`,
      );
    }
    wasControlled.current = isControlled;
  }, [isControlled, caller]);
  const value = isControlled ? prop : uncontrolled;
  const onChangeRef = React.useRef(onChange);
  React.useInsertionEffect(() => {
    onChangeRef.current = onChange;
  });
  const setValue = React.useCallback(
    (next: T) => {
      if (!isControlled) {
        setUncontrolled(next);
      }
      onChangeRef.current?.(next);
    },
    [isControlled],
  );
  return [value, setValue];
}
