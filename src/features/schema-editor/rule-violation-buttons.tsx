import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import type { RuleViolation } from '../../api/rule-violations-query';
import { countText } from '../../lib/messages/count-text';
import { t } from '../../lib/messages/t';
import { ruleNameText } from './rule-texts';
import { RuleViolationsDialog } from './rule-violations-dialog';

interface RuleViolationButtonsProps {
  /** The element's label. */
  label: string;
  violations: readonly RuleViolation[];
}

/** One button per rule of an element that stored files break, opening the list of those files. */
export function RuleViolationButtons({ label, violations }: RuleViolationButtonsProps) {
  const [open, setOpen] = useState<RuleViolation | null>(null);
  if (violations.length === 0) return null;
  return (
    <Stack as="ul" aria-label={t('rulesEditor.violations.of', { label })} gap="1" listStyleType="none">
      {violations.map((violation) => (
        <li key={violation.rule}>
          <Button
            size="xs"
            variant="subtle"
            colorPalette="red"
            whiteSpace="normal"
            height="auto"
            minHeight="6"
            textAlign="start"
            onClick={() => setOpen(violation)}
          >
            <LuTriangleAlert aria-hidden="true" />
            {t('rulesEditor.violations.label', {
              rule: ruleNameText(violation.rule),
              files: countText(
                violation.count,
                'rulesEditor.violations.files.one',
                'rulesEditor.violations.files.other',
              ),
            })}
          </Button>
        </li>
      ))}
      {open ? <RuleViolationsDialog label={label} violation={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
