/**
 * What a route loader waits for: the reads its screen shows (`queryClient.ensureQueryData(…)`), fetched
 * together. A failed read is left to the screen, whose query fails again there and offers a retry.
 */
export async function settledReads(...reads: Promise<unknown>[]): Promise<void> {
  await Promise.all(reads.map((read) => read.catch(() => undefined)));
}
