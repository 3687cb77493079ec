/** The first of `option-1`, `option-2`, … that the list does not use yet. */
export function nextOptionId(options: readonly { id: string }[]): string {
  const taken = new Set(options.map((option) => option.id));
  let number = options.length + 1;
  while (taken.has(`option-${number}`)) number += 1;
  return `option-${number}`;
}
