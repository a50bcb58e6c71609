import Button from '@cloudscape-design/components/button';
import { useEffect, useRef } from 'react';

/**
 * The last row while more rows exist: asks for the next page as soon as it scrolls into view (spec
 * section 2: further pages load on scrolling to the bottom). The button does the same for keyboard
 * users and where scrolling is not possible.
 */
export function LoadMoreTrigger({ label, onLoadMore }: { label: string; onLoadMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      // A little ahead of the bottom, so the next page is often there before the user reaches it.
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={sentinel} data-testid="load-more">
      <Button variant="inline-link" formAction="none" onClick={() => latest.current()}>
        {label}
      </Button>
    </div>
  );
}
