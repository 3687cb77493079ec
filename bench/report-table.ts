import type { Figure } from './figures';

const number = (value: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits: value >= 100 ? 0 : value >= 10 ? 1 : 2 });

const answer = (figure: Figure) =>
  figure.answerBytes === undefined ? '' : `${number(figure.answerBytes / 1_000)} kB`;

function row(figure: Figure): string[] {
  if (figure.median === null)
    return [figure.label, 'not measured', '', '', answer(figure), figure.target?.text ?? '', 'n/a'];
  const bare = figure.bare ? `${number(figure.bare.median)} ${figure.unit}` : '';
  return [
    figure.label,
    `${number(figure.median)} ${figure.unit}`,
    bare,
    figure.ratio === undefined ? '' : `${figure.ratio.toFixed(2)}×`,
    answer(figure),
    figure.target?.text ?? '',
    figure.target ? (figure.target.pass ? 'PASS' : 'FAIL') : '',
  ];
}

/** The one table the bench prints: figure, median, bare cost, ratio, answer size, target and verdict. */
export function formatTable(figures: Figure[]): string {
  const rows = [['Figure', 'Median', 'Bare', 'Ratio', 'Answer', 'Target', 'Result'], ...figures.map(row)];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((cells) => cells[column]?.length ?? 0))) ?? [];
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const separator = widths.map((width) => '-'.repeat(width)).join('  ');
  const notes = figures.flatMap((figure) =>
    figure.error ? [`${figure.label}: not measured (${figure.error})`] : [],
  );
  return [
    line(rows[0] ?? []),
    separator,
    ...rows.slice(1).map(line),
    ...(notes.length > 0 ? ['', ...notes] : []),
  ].join('\n');
}
