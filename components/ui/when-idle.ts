/** Runs `work` when the main thread is idle (soon after load), so measuring layout never lengthens a load task. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 1);
  return () => window.clearTimeout(timer);
}
