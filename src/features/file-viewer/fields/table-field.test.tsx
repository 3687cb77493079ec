import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { element } from '../../../../domain/schema/element-fixtures';
import { formContext, renderInForm, UI_TEST_TIMEOUT } from '../test-render';
import { TableField } from './table-field';

vi.setConfig({ testTimeout: UI_TEST_TIMEOUT });

const skills = element('skills', 'Table', {
  label: 'Fähigkeiten',
  props: {
    columns: {
      columns: [
        { name: 'skill', label: 'Fähigkeit', field: 'skill' },
        { name: 'level', label: 'Stufe', field: 'level' },
      ],
    },
  },
});

const stored = (rows: Record<string, unknown>[]) => ({
  elementId: 'skills',
  'props.model.model-value': rows,
});
const lastSaved = (save: unknown) => {
  const calls = (save as ReturnType<typeof vi.fn>).mock.calls;
  return calls.at(-1)?.[0]['props.model.model-value'];
};

describe('TableField', () => {
  it('adds a row and saves the whole table when a cell is edited', async () => {
    const { user, context } = renderInForm(<TableField element={skills} entry={undefined} />);
    expect(await screen.findByText('Noch keine Zeilen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zeile hinzufügen' }));
    expect(lastSaved(context.save)).toEqual([{}]);
    await user.type(screen.getByRole('textbox', { name: 'Fähigkeit in Zeile 1' }), 'Weben{Enter}');
    expect(lastSaved(context.save)).toEqual([{ skill: 'Weben' }]);
  });

  it('moves and removes rows, keeping cells of columns it does not show', async () => {
    const { user, context } = renderInForm(
      <TableField
        element={skills}
        entry={stored([{ skill: 'A', old: 1 }, { skill: 'B' }, { skill: 'C' }])}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Zeile 3 nach oben' }));
    expect(lastSaved(context.save)).toEqual([{ skill: 'A', old: 1 }, { skill: 'C' }, { skill: 'B' }]);
    expect(screen.getByRole('button', { name: 'Zeile 1 nach oben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Zeile 3 nach unten' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zeile 2 entfernen' }));
    expect(lastSaved(context.save)).toEqual([{ skill: 'A', old: 1 }, { skill: 'B' }]);
    expect(screen.getByRole('textbox', { name: 'Fähigkeit in Zeile 2' })).toHaveValue('B');
  });

  it('pages rows with the spec page sizes, "Alle" showing every row', async () => {
    const rows = Array.from({ length: 12 }, (_, index) => ({ skill: `S${index + 1}` }));
    const { user } = renderInForm(<TableField element={skills} entry={stored(rows)} />);
    const pageSize = await screen.findByRole('combobox', { name: 'Zeilen pro Seite' });
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '7', '10', '15', '20', '25', '50', 'Alle']);
    expect(screen.getAllByRole('textbox', { name: /^Fähigkeit in Zeile/ })).toHaveLength(10);
    expect(screen.getByText('1–10 von 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(screen.getByRole('textbox', { name: 'Fähigkeit in Zeile 12' })).toHaveValue('S12');
    await user.selectOptions(pageSize, 'Alle');
    expect(screen.getAllByRole('textbox', { name: /^Fähigkeit in Zeile/ })).toHaveLength(12);
  });

  it('starts an empty table with the configured number of rows', async () => {
    const three = { ...skills, props: { ...skills.props, general: { rows: 3 } } };
    renderInForm(<TableField element={three} entry={undefined} />);
    expect(await screen.findAllByRole('textbox', { name: /^Stufe in Zeile/ })).toHaveLength(3);
  });
});

const ruledSkills = (rules: object) => ({ ...skills, props: { ...skills.props, rules } });

describe('TableField with rules', () => {
  it('stops adding rows at maxRows and says why', async () => {
    const { user, context } = renderInForm(
      <TableField element={ruledSkills({ maxRows: 2 })} entry={stored([{ skill: 'A' }])} />,
    );
    const add = await screen.findByRole('button', { name: 'Zeile hinzufügen' });
    await user.click(add);
    expect(lastSaved(context.save)).toEqual([{ skill: 'A' }, {}]);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Mehr als 2 Zeilen sind nicht erlaubt.');
  });

  it('keeps rows that leave a required column empty or are too few unsaved, with the reason', async () => {
    const { user, context } = renderInForm(
      <TableField
        element={ruledSkills({ minRows: 2, requiredColumns: ['skill'] })}
        entry={stored([{ skill: 'A' }, { skill: 'B' }])}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Zeile hinzufügen' }));
    expect(context.save).not.toHaveBeenCalled();
    const table = screen.getByRole('table', { name: 'Fähigkeiten' });
    expect(table).toHaveAccessibleDescription('Bitte füllen Sie „Fähigkeit“ in Zeile 3 aus.');
    const cell = screen.getByRole('textbox', { name: 'Fähigkeit in Zeile 3' });
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    await user.type(cell, 'C{Enter}');
    expect(lastSaved(context.save)).toEqual([{ skill: 'A' }, { skill: 'B' }, { skill: 'C' }]);
    expect(table).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Zeile 3 entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Zeile 2 entfernen' }));
    expect(table).toHaveAccessibleDescription('Bitte mindestens 2 Zeilen anlegen.');
    expect(context.save).toHaveBeenCalledTimes(2);
  });

  it('marks stored rows that break a rule made after them', async () => {
    renderInForm(
      <TableField
        element={ruledSkills({ maxRows: 2 })}
        entry={stored([{ skill: 'A' }, { skill: 'B' }, { skill: 'C' }])}
      />,
      formContext({ storedProblems: new Map([['skills', { rule: 'maxRows', limit: 2 }]]) }),
    );
    expect(await screen.findByRole('table', { name: 'Fähigkeiten' })).toHaveAccessibleDescription(
      'Gespeicherter Wert: Bitte höchstens 2 Zeilen anlegen.',
    );
  });
});
