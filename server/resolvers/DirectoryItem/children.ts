import type { DirectoryItemResolvers } from '../../graphql/resolvers-types.gen';

/** The children of a nested item; a row of `flat` is a stored entry as it is, without any. */
export const children: DirectoryItemResolvers['children'] = (item) =>
  (item as { children?: typeof item.children }).children ?? [];
