import { Progress } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

// The progress bar is on few screens; its recipe loads with them (see src/system.ts).
addRecipes({ slotRecipes: { progress: progressSlotRecipe } });

interface CountedProgressProps extends Omit<Progress.RootProps, 'value' | 'max'> {
  /** Done so far; null while unknown (a bar without a value). */
  done: number | null;
  total: number;
  /** What the bar counts, e.g. `2 von 5 Dateien importiert`: its label and its accessible name. */
  text: string;
  labelProps?: Progress.LabelProps;
}

/** A small bar of how much of a count is done, its text above it. */
export function CountedProgress({ done, total, text, labelProps, ...rootProps }: CountedProgressProps) {
  return (
    <Progress.Root
      value={done === null ? null : Math.min(done, total)}
      max={Math.max(total, 1)}
      size="sm"
      {...rootProps}
    >
      <Progress.Label {...labelProps}>{text}</Progress.Label>
      <Progress.Track aria-label={text}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
