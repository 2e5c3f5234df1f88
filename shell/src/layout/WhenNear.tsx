import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Shows `children` once its place comes within `margin` of the viewport (at once where the browser cannot tell),
 * and `placeholder` until then. For a section below the fold whose code and data the first view does not need.
 */
export function WhenNear({
  children,
  placeholder,
  margin = '300px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const [near, setNear] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return;
    const target = spot.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={spot}>{placeholder}</div>;
}
