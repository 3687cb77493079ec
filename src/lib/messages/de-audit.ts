/** Every user-visible text of the audit screen. Placeholders in braces are filled when shown. */
export const auditMessages = {} as const;
