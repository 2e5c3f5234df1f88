import { useDeferredValue, useState } from 'react';

/**
 * `value`, drawn at a transition's priority when it changes after mount (a deferred value): React renders what it
 * changes in slices of a few milliseconds and yields to the browser between them, instead of in one long task.
 * For server data: TanStack Query's store updates render synchronously, and a screen's data arriving was its
 * page's longest task (a hostel's page: 250–450 ms at 4x CPU slowdown). Until the slices are done, the screen
 * keeps showing the previous value (its skeleton); the value there at mount shows at once.
 */
export function useDrawnInSlices<T>(value: T): T {
  const [atMount] = useState(value);
  return useDeferredValue(value, atMount);
}
