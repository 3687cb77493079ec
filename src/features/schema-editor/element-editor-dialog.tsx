import { Box, Button, Dialog, Heading, Portal, Stack, Steps, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { MdCheck } from 'react-icons/md';
import {
  allElementIds,
  findElement,
  nextPosition,
  TOP_LEVEL_PARENT_ID,
} from '../../../domain/schema/element-ops';
import { isStepComplete, missingInStep, stepsFor } from '../../../domain/schema/element-steps';
import type { SchemaElement } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';
import { elementFormSchema } from './element-form-schema';
import { type ElementFormValues, type ElementPlace, toElement, toFormValues } from './element-form-values';
import { ElementPreview } from './element-preview';
import type { SchemaSummary } from './related-schema-links';
import { MissingFieldsContext } from './steps/missing-note';
import { StepBody } from './steps/step-body';
import { STEP_FIELDS } from './steps/step-fields';
import { STEP_HINTS } from './steps/step-hints';
import { StepAttemptedContext } from './steps/use-field-error';

/**
 * A step's wrapper inside the tablist. Only tabs may carry ARIA state there, so the aria-current Chakra
 * puts on the current item is left off; its tab says the same with aria-selected.
 */
function StepItemBox({ 'aria-current': _current, ...props }: ComponentProps<'div'>) {
  return <div {...props} />;
}

export type EditorRequest =
  | { kind: 'create'; parentElementId: string | null }
  | { kind: 'edit'; element: SchemaElement };

interface ElementEditorDialogProps {
  request: EditorRequest;
  /** The schema's current local elements. */
  elements: SchemaElement[];
  schemas: readonly SchemaSummary[];
  /** Stores the element; returns false when that was refused, which keeps the dialog open. */
  onDone: (element: SchemaElement, request: EditorRequest) => boolean;
  onClose: () => void;
}

/** Where a new element goes: the next position among the Group's children or the top-level elements. */
function placeOfNew(elements: SchemaElement[], request: EditorRequest): ElementPlace {
  if (request.kind === 'edit')
    return { parentId: request.element.parentId, position: request.element.position };
  const { parentElementId } = request;
  const siblings = parentElementId ? (findElement(elements, parentElementId)?.children ?? []) : elements;
  return { parentId: parentElementId ?? TOP_LEVEL_PARENT_ID, position: nextPosition(siblings) };
}

export function ElementEditorDialog({
  request,
  elements,
  schemas,
  onDone,
  onClose,
}: ElementEditorDialogProps) {
  const original = request.kind === 'edit' ? request.element : null;
  const formId = useId();
  const [place] = useState(() => placeOfNew(elements, request));
  const resolver = useMemo(
    () => zodResolver(elementFormSchema(new Set(original ? [] : allElementIds(elements)))),
    [original, elements],
  );
  const form = useForm<ElementFormValues>({
    defaultValues: toFormValues(original),
    resolver,
    mode: 'onChange',
  });
  const [index, setIndex] = useState(0);
  const [attempted, setAttempted] = useState(false);

  const values = form.watch();
  const draft = toElement(values, original, place);
  const steps = stepsFor(values.componentId);
  const isLast = index === steps.length - 1;
  const current = steps[index] ?? 'basic';
  const missing = missingInStep(current, draft);
  const complete = missing.length === 0;
  const hint = complete ? undefined : STEP_HINTS[current];
  const hintId = useId();

  /** Goes back freely; forward only across steps that are complete and valid. */
  const goTo = async (target: number) => {
    for (let step = index; step < target; step += 1) {
      const id = steps[step] ?? 'basic';
      if (!isStepComplete(id, draft) || !(await form.trigger(STEP_FIELDS[id]))) {
        setIndex(step);
        setAttempted(true);
        return false;
      }
    }
    setIndex(Math.min(target, steps.length - 1));
    setAttempted(false);
    return true;
  };

  const finish = async () => {
    if (!(await goTo(steps.length))) return;
    if (onDone(toElement(form.getValues(), original, place), request)) onClose();
  };

  const title =
    request.kind === 'create'
      ? t('editor.createTitle')
      : t('editor.editTitle', { label: request.element.label });

  return (
    <Dialog.Root
      open
      size="xl"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormProvider {...form}>
                <StepAttemptedContext.Provider value={attempted}>
                  <MissingFieldsContext.Provider value={missing}>
                    <form
                      id={formId}
                      noValidate
                      onSubmit={(event) => {
                        event.preventDefault();
                        if (isLast) finish();
                        else goTo(index + 1);
                      }}
                    >
                      <Steps.Root
                        orientation="vertical"
                        size="sm"
                        count={steps.length}
                        step={index}
                        onStepChange={(details) => goTo(details.step)}
                        gap="6"
                      >
                        <Steps.List
                          aria-label={t('editor.steps')}
                          minWidth="52"
                          flexShrink={0}
                          // The steps keep their own height instead of spreading over a tall step's content.
                          alignSelf="flex-start"
                        >
                          {steps.map((step, stepIndex) => (
                            <Steps.Item key={step} index={stepIndex} _notLast={{ minHeight: '16' }} asChild>
                              <StepItemBox>
                                <Steps.Trigger>
                                  <Steps.Indicator>
                                    <Steps.Status complete={<MdCheck />} incomplete={<Steps.Number />} />
                                  </Steps.Indicator>
                                  <Steps.Title>
                                    {step === 'rules' ? t('rulesEditor.step') : t(`step.${step}`)}
                                  </Steps.Title>
                                </Steps.Trigger>
                                <Steps.Separator />
                              </StepItemBox>
                            </Steps.Item>
                          ))}
                        </Steps.List>
                        <Stack gap="6" flex="1" minWidth="0">
                          {steps.map((step, stepIndex) => (
                            <Steps.Content key={step} index={stepIndex}>
                              {stepIndex === index ? (
                                <StepBody
                                  step={step}
                                  schemas={schemas}
                                  elementIdFixed={original !== null}
                                  componentFixed={original !== null && original.children.length > 0}
                                />
                              ) : null}
                            </Steps.Content>
                          ))}
                          <Box
                            as="section"
                            aria-label={t('preview.heading')}
                            borderTopWidth="1px"
                            paddingTop="4"
                          >
                            <Heading as="h3" size="sm" marginBottom="3">
                              {t('preview.heading')}
                            </Heading>
                            <ElementPreview
                              // Until it has a label and an id there is no element to show yet.
                              element={isStepComplete('basic', draft) ? draft : null}
                              schemas={schemas}
                            />
                          </Box>
                        </Stack>
                      </Steps.Root>
                    </form>
                  </MissingFieldsContext.Provider>
                </StepAttemptedContext.Provider>
              </FormProvider>
            </Dialog.Body>
            <Dialog.Footer>
              {hint ? (
                <Text id={hintId} flex="1" textStyle="sm" color="fg.muted">
                  {t(hint)}
                </Text>
              ) : null}
              <Dialog.ActionTrigger asChild>
                {/* Pressing it leaves the focused field in place: its blur would show the field's error and
                    shift the footer away from under the pointer before the click. */}
                <Button variant="ghost" onMouseDown={(event) => event.preventDefault()}>
                  {t('editor.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button variant="outline" disabled={index === 0} onClick={() => goTo(index - 1)}>
                {t('editor.back')}
              </Button>
              <Button
                type="submit"
                form={formId}
                disabled={!complete}
                aria-describedby={hint ? hintId : undefined}
              >
                {t(isLast ? 'editor.done' : 'editor.next')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
