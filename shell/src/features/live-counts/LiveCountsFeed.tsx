import type { LiveCounts } from 'contracts';
import { useEffect } from 'react';
import { ShellQueryProvider } from '../../queryClient';
import { useLiveCounts } from './useLiveCounts';

function Feed({ onChange }: { onChange: (counts: LiveCounts | undefined) => void }) {
  const counts = useLiveCounts();
  useEffect(() => {
    onChange(counts);
  }, [counts, onChange]);
  // signed out: the navbar must not show these counts to whoever signs in next
  useEffect(() => () => onChange(undefined), [onChange]);
  return null;
}

/**
 * The signed-in user's live counts, handed to the navbar. The navbar loads this (and with it the query cache)
 * only once someone is signed in: a visitor's pages need neither.
 */
export default function LiveCountsFeed({ onChange }: { onChange: (counts: LiveCounts | undefined) => void }) {
  return (
    <ShellQueryProvider>
      <Feed onChange={onChange} />
    </ShellQueryProvider>
  );
}
