import { useId } from 'react';
import { chartScale } from '../../../domain/show-overview/chart-scale';

// A bar chart drawn as plain SVG (docs/decisions/054-show-overview.md: no chart library, the organiser
// chunk stays small), with the same numbers as a table beside it for anyone who cannot see the picture or
// wants the exact values.

interface ChartSeries {
  name: string;
  /** The bars' colour class (org-chart__bar--...). */
  tone: string;
}

interface ChartRow {
  /** Short, under the bars ('Apr 3', '2 PM'). */
  tick: string;
  /** In full, in the table ('Thursday, April 3', 'Sat 2 PM EDT'). */
  label: string;
  /** One value per series, stacked bottom up. */
  values: number[];
  /** Other columns of the table only (a running total). */
  extra?: string[];
}

interface BarChartProps {
  title: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  /** The first column's heading in the table ('Day', 'Day or hour'). */
  rowHeading: string;
  extraHeadings?: readonly string[];
  format(value: number): string;
  /** Counts: the axis steps stay whole. */
  whole?: boolean;
  /** Said when there is nothing to draw yet. */
  empty: string;
}

const width = 640;
const height = 260;
const left = 92;
const bottom = 36;
const top = 12;
const maxTicks = 5;

export function BarChart(props: BarChartProps) {
  const { title, series, rows, format } = props;
  const id = useId();
  if (rows.length === 0) {
    return (
      <figure className="org-chart" aria-labelledby={`${id}-title`}>
        <figcaption id={`${id}-title`}>{title}</figcaption>
        <p className="org-hint">{props.empty}</p>
      </figure>
    );
  }
  const totals = rows.map((row) => row.values.reduce((sum, value) => sum + value, 0));
  const scale = chartScale(Math.max(...totals), 4, props.whole);
  const plotWidth = width - left - 8;
  const plotHeight = height - top - bottom;
  const slot = plotWidth / rows.length;
  const y = (value: number) => top + plotHeight - (value / scale.top) * plotHeight;
  const gridlines: number[] = [];
  for (let value = 0; value <= scale.top + scale.step / 2; value += scale.step) gridlines.push(value);
  // A tick under every nth bar, so the words never run into each other.
  const every = Math.max(1, Math.ceil(rows.length / maxTicks));
  return (
    <figure className="org-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${title}: bar chart. The same numbers are in the table below it.`}
        className="org-chart__svg"
      >
        {gridlines.map((value) => (
          <g key={value}>
            <line x1={left} x2={width - 8} y1={y(value)} y2={y(value)} className="org-chart__grid" />
            <text x={left - 8} y={y(value) + 7} textAnchor="end" className="org-chart__axis">
              {format(value)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => {
          let base = 0;
          const x = left + index * slot + slot * 0.12;
          return (
            <g key={row.label}>
              {row.values.map((value, at) => {
                const from = base;
                base += value;
                if (value <= 0) return null;
                return (
                  <rect
                    key={series[at]?.name ?? at}
                    x={x}
                    width={Math.max(1, slot * 0.76)}
                    y={y(base)}
                    height={Math.max(0.5, y(from) - y(base))}
                    className={`org-chart__bar org-chart__bar--${series[at]?.tone ?? 'main'}`}
                  />
                );
              })}
              {index % every === 0 && (
                <text x={x + slot * 0.38} y={height - 8} textAnchor="middle" className="org-chart__axis">
                  {row.tick}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <ul className="org-chart__legend">
          {series.map((each) => (
            <li key={each.name}>
              <span className={`org-chart__swatch org-chart__bar--${each.tone}`} aria-hidden="true" />
              {each.name}
            </li>
          ))}
        </ul>
      )}
      <details className="org-chart__table">
        <summary>Show as table</summary>
        <div className="org-table-wrap">
          <table className="org-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{props.rowHeading}</th>
                {series.map((each) => (
                  <th key={each.name} scope="col">
                    {each.name}
                  </th>
                ))}
                {props.extraHeadings?.map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, at) => (
                    <td key={series[at]?.name ?? at}>{format(value)}</td>
                  ))}
                  {row.extra?.map((value, at) => (
                    <td key={props.extraHeadings?.[at] ?? at}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
