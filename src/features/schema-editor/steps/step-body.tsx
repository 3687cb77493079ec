import type { StepId } from '../../../../domain/schema/element-steps';
import type { SchemaSummary } from '../related-schema-links';
import { AffixStep } from './affix-step';
import { BasicStep } from './basic-step';
import { FormatStep } from './format-step';
import { ImageStep } from './image-step';
import { InputConfigStep } from './input-config-step';
import { LabelStep } from './label-step';
import { OptionsStep } from './options-step';
import { RelationshipStep } from './relationship-step';
import { RulesStep } from './rules-step';
import { TableStep } from './table-step';

interface StepBodyProps {
  step: StepId;
  schemas: readonly SchemaSummary[];
  elementIdFixed: boolean;
  componentFixed: boolean;
}

export function StepBody({ step, schemas, elementIdFixed, componentFixed }: StepBodyProps) {
  switch (step) {
    case 'basic':
      return <BasicStep elementIdFixed={elementIdFixed} componentFixed={componentFixed} />;
    case 'label':
      return <LabelStep />;
    case 'input':
      return <InputConfigStep />;
    case 'prefix':
    case 'suffix':
      return <AffixStep key={step} affix={step} />;
    case 'options':
      return <OptionsStep />;
    case 'table':
      return <TableStep />;
    case 'relationship':
      return <RelationshipStep schemas={schemas} />;
    case 'image':
      return <ImageStep />;
    case 'format':
      return <FormatStep />;
    case 'rules':
      return <RulesStep />;
  }
}
