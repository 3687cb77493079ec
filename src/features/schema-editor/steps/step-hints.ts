import type { StepId } from '../../../../domain/schema/element-steps';
import type { MessageKey } from '../../../lib/messages/de';

/** What a step still needs while its Next/Done stays disabled; steps without requirements have none. */
export const STEP_HINTS: Partial<Record<StepId, MessageKey>> = {
  basic: 'stepHint.basic',
  label: 'stepHint.label',
  options: 'stepHint.options',
  table: 'stepHint.table',
  relationship: 'stepHint.relationship',
  image: 'stepHint.image',
  rules: 'rulesEditor.stepHint',
};
