// useDebouncedValue: a value that follows another once it has stopped changing for a while.
import { useEffect, useState } from 'react';

/** `value`, once it has not changed for `ms` (the first value at once). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
