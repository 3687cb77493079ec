/**
 * Whether something on the page would be lost if it were shown afresh. Every screen that holds unsaved
 * work already says so to the browser by cancelling `beforeunload` (and a rich-text field sends what waits
 * on it); asking them the same way covers them all without each one reporting elsewhere.
 */
export function hasUnsavedWork(): boolean {
  const probe = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(probe);
  return probe.defaultPrevented;
}
