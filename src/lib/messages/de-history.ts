/** Every user-visible text of history panels of files and schemas. Placeholders in braces are filled when shown. */
export const historyMessages = {} as const;
