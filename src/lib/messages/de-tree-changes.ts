/** Every user-visible text of the change lists of the directory trees. Placeholders in braces are filled when shown. */
export const treeChangeMessages = {} as const;
