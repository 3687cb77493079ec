import type { TextsOf } from './catalog';
import type { historyMessages } from './de-history';

/** History panels of files and schemas in English. */
export const enHistoryMessages: TextsOf<typeof historyMessages> = {};
