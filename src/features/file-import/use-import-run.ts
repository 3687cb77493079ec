import { useEffect, useReducer, useRef } from 'react';
import type { SchemaElement } from '../../../domain/schema/types';
import { checkedCell } from '../../../domain/transfer/batch-checks';
import type { MappedColumn } from '../../../domain/transfer/column-mapping';
import { projectRows } from '../../../domain/transfer/column-mapping';
import type { ImportFilesMutationVariables } from '../../lib/graphql/generated/graphql';
import { useBeforeUnloadWarning } from '../../lib/use-before-unload-warning';
import {
  type ImportBatchCall,
  useCheckImportMutation,
  useImportFilesMutation,
} from './api/import-files-mutation';
import type { CsvTable } from './csv-table';
import {
  type Batch,
  batchesOf,
  firstRowOf,
  isBusy,
  newRun,
  type RunEvent,
  type RunMode,
  type RunState,
  runReducer,
} from './import-run';
import { localProblems } from './local-checks';

/** What an import sends: the table, which of its columns go where, how files are found and filed. */
export interface ImportPlan {
  schemaId: string;
  table: CsvTable;
  columns: MappedColumn[];
  matchBy: string;
  folderId: string | null;
  /** The schema's elements, and a target in words, for the problems found before sending. */
  elements: SchemaElement[];
  targetName: (target: string) => string;
}

function variablesOf(plan: ImportPlan, batch: Batch, mode: RunMode): ImportFilesMutationVariables {
  const rows = projectRows(plan.table.rows.slice(batch.start, batch.end), plan.columns);
  return {
    schemaId: plan.schemaId,
    rows: mode === 'check' ? rows.map((cells) => cells.map(checkedCell)) : rows,
    columns: plan.columns.map((column, index) => ({ index, target: column.target })),
    folderId: plan.folderId,
    matchBy: plan.matchBy,
    firstRow: firstRowOf(batch, plan.table.rowNumbers),
    dryRun: mode === 'check',
  };
}

type Action = RunEvent | { type: 'replace'; run: RunState | null };

const reducer = (run: RunState | null, action: Action): RunState | null =>
  action.type === 'replace' ? action.run : run && runReducer(run, action);

/**
 * Runs a dry run or an import of a plan: every batch queued at once as a mutation, which its scope sends one
 * after the other. A failure, a refused batch or `cancel` stops the run after the batch under way: the
 * batches behind it send nothing. `resume` queues the batches from the first the server has not confirmed.
 * Leaving the page stops the run too; closing the tab during one asks first.
 */
export function useImportRun() {
  const check = useCheckImportMutation();
  const write = useImportFilesMutation();
  const [run, dispatch] = useReducer(reducer, null);
  const current = useRef<ImportBatchCall['run'] | null>(null);

  useEffect(
    () => () => {
      if (current.current) current.current.stopped = true;
    },
    [],
  );
  useBeforeUnloadWarning(run?.mode === 'import' && isBusy(run));

  const send = (state: RunState, plan: ImportPlan) => {
    if (current.current) current.current.stopped = true;
    const control = { stopped: false };
    current.current = control;
    // Answers of a run replaced meanwhile (a new file, another mapping) are left unheard.
    const tell = (event: RunEvent) => {
      if (current.current === control) dispatch(event);
    };
    const mutation = state.mode === 'check' ? check : write;
    for (let index = state.done; index < state.batches.length; index++) {
      const batch = state.batches[index] as Batch;
      mutation.mutateAsync({ run: control, variables: () => variablesOf(plan, batch, state.mode) }).then(
        (result) => {
          if (result === null) return tell({ type: 'skipped', index });
          if (state.mode === 'import' && result.problems.length > 0) control.stopped = true;
          tell({ type: 'answered', index, result, rowNumbers: plan.table.rowNumbers });
        },
        (error: unknown) => {
          control.stopped = true;
          tell({ type: 'failed', index, error });
        },
      );
    }
  };

  return {
    run,
    /** Starts a new run of all the plan's rows. */
    start(mode: RunMode, plan: ImportPlan) {
      const batches = batchesOf(
        plan.table.rows,
        plan.columns.map((column) => column.index),
      );
      const { rows, rowNumbers } = plan.table;
      const found =
        mode === 'check'
          ? localProblems(
              rows,
              rowNumbers,
              plan.columns,
              plan.elements,
              plan.matchBy,
              batches,
              plan.targetName,
            )
          : [];
      const state = newRun(mode, batches, found);
      dispatch({ type: 'replace', run: state });
      send(state, plan);
    },
    /** Goes on from the first batch not confirmed (the plan must be the one the run started with). */
    resume(plan: ImportPlan) {
      if (!run || isBusy(run) || run.status === 'finished') return;
      dispatch({ type: 'start' });
      send(run, plan);
    },
    /** Stops after the batch under way. */
    cancel() {
      if (current.current) current.current.stopped = true;
      dispatch({ type: 'cancel' });
    },
    /** Forgets the run (the plan changed); a batch under way still ends. */
    reset() {
      if (current.current) current.current.stopped = true;
      current.current = null;
      dispatch({ type: 'replace', run: null });
    },
  };
}
