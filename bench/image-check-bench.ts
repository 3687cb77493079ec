import { checkImageBytes, MAX_IMAGE_BYTES } from '../server/images/image-content';
import { type Repetitions, repeat } from './stats';

const text = (value: string) => new TextEncoder().encode(value);
const filled = (unit: string, tail: string) =>
  text(`${unit.repeat(Math.floor((MAX_IMAGE_BYTES - tail.length) / unit.length))}${tail}`);

/** Uploads of the largest size the server reads, of the kinds that cost the most to check. */
const HOSTILE_UPLOADS = [
  filled('<!DOCTYPE a>', '<svg/>'),
  filled('<!-- x -->', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
  filled('<?pi x?>', '<html/>'),
  filled(' ', '<svg/>'),
];

/** CPU time (ms) of checking the costliest of the hostile 5 MB uploads, one sample per run. */
export function measureImageChecks(reps: Repetitions): Promise<number[]> {
  return repeat(reps, async () => {
    let slowest = 0;
    for (const bytes of HOSTILE_UPLOADS) {
      const before = process.cpuUsage();
      checkImageBytes(bytes);
      const used = process.cpuUsage(before);
      slowest = Math.max(slowest, (used.user + used.system) / 1_000);
    }
    return slowest;
  });
}
