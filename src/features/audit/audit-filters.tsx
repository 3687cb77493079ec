import { Box, Button, Field, Input, NativeSelect, Text, Wrap } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { AuditUsersQuery } from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';
import { kindLabel, operationChoices, operationLabel } from './audit-labels';
import {
  AUDIT_OBJECT_KINDS,
  type AuditSearch,
  hasFilters,
  MAX_FILTER_LENGTH,
  type SearchUpdate,
} from './audit-search';

/** How long the object id waits after the last key before the trail follows it. */
const TYPING_PAUSE_MS = 400;

type AuditUser = AuditUsersQuery['auditUsers'][number];

interface AuditFiltersProps {
  search: AuditSearch;
  onSearch: (update: SearchUpdate) => void;
  users: readonly AuditUser[];
}

/** The trail's filters, each in force as soon as it is set: by user, operation, kind, object and days. */
export function AuditFilters({ search, onSearch, users }: AuditFiltersProps) {
  const set = (changes: AuditSearch) => onSearch((current) => ({ ...current, ...changes }));
  const operations = operationChoices();
  const userChoices = users.map((user) => ({ value: user.id, label: user.name }));
  // A filter from a shared link that the lists do not (yet) hold still shows what it is.
  if (search.userId && !users.some((user) => user.id === search.userId)) {
    userChoices.push({ value: search.userId, label: search.userId });
  }
  if (search.operation && !operations.some((choice) => choice.value === search.operation)) {
    operations.push({ value: search.operation, label: operationLabel(search.operation) });
  }

  return (
    <Box as="form" role="search" aria-label={t('audit.filters')} onSubmit={(event) => event.preventDefault()}>
      <Wrap gap="3" align="flex-end">
        <Choice
          label={t('audit.filter.user')}
          value={search.userId}
          choices={userChoices}
          onChange={(userId) => set({ userId })}
        />
        <Choice
          label={t('audit.filter.operation')}
          value={search.operation}
          choices={operations}
          onChange={(operation) => set({ operation })}
          width="16rem"
        />
        <Choice
          label={t('audit.filter.kind')}
          value={search.objectKind}
          choices={AUDIT_OBJECT_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          onChange={(objectKind) =>
            set({ objectKind: AUDIT_OBJECT_KINDS.find((kind) => kind === objectKind) })
          }
        />
        <ObjectIdField value={search.objectId} onChange={(objectId) => set({ objectId })} />
        <Field.Root width="auto">
          <Field.Label fontSize="sm">{t('audit.filter.from')}</Field.Label>
          <Input
            type="date"
            size="sm"
            width="10rem"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => set({ from: event.currentTarget.value || undefined })}
          />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label fontSize="sm">
            {t('audit.filter.to')}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({t('audit.filter.toHint')})
            </Text>
          </Field.Label>
          <Input
            type="date"
            size="sm"
            width="10rem"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => set({ to: event.currentTarget.value || undefined })}
          />
        </Field.Root>
        <Button size="sm" variant="ghost" disabled={!hasFilters(search)} onClick={() => onSearch(() => ({}))}>
          {t('audit.filter.reset')}
        </Button>
      </Wrap>
    </Box>
  );
}

interface ChoiceProps {
  label: string;
  value: string | undefined;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  width?: string;
}

/** A labelled select of one filter, its first option "Alle" (no filter). */
function Choice({ label, value, choices, onChange, width = '12rem' }: ChoiceProps) {
  return (
    <Field.Root width="auto">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm" width={width}>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        >
          <option value="">{t('audit.filter.all')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface ObjectIdFieldProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/**
 * The object id as it is typed; the trail follows after a pause in typing, on Enter or when the field is
 * left, so that each key does not ask the server again.
 */
function ObjectIdField({ value, onChange }: ObjectIdFieldProps): ReactNode {
  const [text, setText] = useState(value ?? '');
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  /** The value this field last set: the filter coming back as that is no change from outside. */
  const committed = useRef(value);

  // A change from outside (reset, back, a link) replaces what the field holds.
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value ?? '');
  }, [value]);

  const commit = useCallback((typed: string) => {
    const trimmed = typed.trim() || undefined;
    if (trimmed === latest.current.value) return;
    committed.current = trimmed;
    latest.current.onChange(trimmed);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => commit(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);

  return (
    <Field.Root width="auto">
      <Field.Label fontSize="sm">{t('audit.filter.objectId')}</Field.Label>
      <Input
        size="sm"
        width="16rem"
        value={text}
        maxLength={MAX_FILTER_LENGTH}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => commit(text)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text);
        }}
      />
    </Field.Root>
  );
}
