import { formatGermanNumber } from '../../../domain/rules/german-number';
import type { ValueProblem } from '../../../domain/rules/value-rules';
import { formatDate } from '../format-date-time';
import { countText } from '../messages/count-text';
import { t } from '../messages/t';

/** A broken rule of a value in words; a pattern's own message where its author wrote one. */
export function valueProblemText(problem: ValueProblem): string {
  switch (problem.rule) {
    case 'pattern':
      return problem.message?.trim() ? problem.message : t('rules.value.pattern');
    case 'min':
    case 'max':
      return t(`rules.value.${problem.rule}`, { limit: formatGermanNumber(problem.limit) });
    case 'decimals':
      return problem.limit === 0
        ? t('rules.value.decimalsNone')
        : t('rules.value.decimals', { limit: problem.limit });
    case 'minDate':
    case 'maxDate':
      return t(`rules.value.${problem.rule}`, { limit: formatDate(problem.limit) });
    case 'minLength':
    case 'maxLength':
      return t(`rules.value.${problem.rule}`, { limit: problem.limit });
    case 'minRows':
    case 'maxRows':
      return boundText(problem);
    case 'requiredColumn':
      return t('rules.value.requiredColumn', { column: problem.column, row: problem.row });
    default:
      return t(`rules.value.${problem.rule}`);
  }
}

/** A bound of rows or related files broken, with its noun in the right number ("1 Zeile", "2 Zeilen"). */
export function boundText(problem: {
  rule: 'minRows' | 'maxRows' | 'minRelated' | 'maxRelated';
  limit: number;
}): string {
  return countText(problem.limit, `rules.value.${problem.rule}.one`, `rules.value.${problem.rule}`);
}
