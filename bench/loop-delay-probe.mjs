// Loaded into the server the bench starts (`node --import`): how long the event loop was held up. On
// SIGUSR2 the figures since the last signal go to ALLOY_BENCH_LOOP_DELAY_FILE and counting starts anew.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.ALLOY_BENCH_LOOP_DELAY_FILE;
if (file) {
  const delays = monitorEventLoopDelay({ resolution: 10 });
  delays.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    // Written aside and renamed into place, so the bench never reads a file half written.
    writeFileSync(
      `${file}.part`,
      JSON.stringify({ p99Ms: ms(delays.percentile(99)), maxMs: ms(delays.max), at: Date.now() }),
    );
    renameSync(`${file}.part`, file);
    delays.reset();
  });
}
