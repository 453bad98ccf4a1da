import { useCallback, useEffect, useState } from 'react';

/**
 * A flag that turns itself off `durationMs` after being raised ("Copied" feedback of the copy buttons).
 * @example const [copied, showCopied] = useTransientFlag(1500);
 */
export function useTransientFlag(durationMs: number): [boolean, () => void] {
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    if (!raised) return;
    const timer = setTimeout(() => setRaised(false), durationMs);
    return () => clearTimeout(timer);
  }, [raised, durationMs]);
  return [raised, useCallback(() => setRaised(true), [])];
}
