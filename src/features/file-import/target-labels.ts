import { type ElementTarget, ID_TARGET, LABEL_TARGET } from '../../../domain/transfer/column-mapping';
import { t } from '../../lib/messages/t';

/** A target in words: `ID`, `Bezeichnung`, or an element as the export heads its column. */
export function targetLabeller(elements: ElementTarget[]): (target: string) => string {
  const headers = new Map(elements.map((element) => [element.elementId, element.header]));
  return (target) => {
    if (target === ID_TARGET) return t('import.map.id');
    if (target === LABEL_TARGET) return t('import.map.label');
    return headers.get(target) ?? target;
  };
}

/** A CSV column's header, or its number where it has none. */
export const headerText = (headers: string[], index: number) =>
  headers[index] || t('import.map.unnamed', { number: index + 1 });
