import { tokens } from '@fluentui/react-components';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ReportChartSeries = { key: string; name: string };

const colours = [
  tokens.colorBrandBackground,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorPaletteLightTealBorderActive,
  tokens.colorPaletteBerryBorderActive,
];

/**
 * A report's chart, drawn with recharts (as the points liabilities chart). Hidden from assistive
 * technology: the table below holds the same figures.
 */
export default function ReportChart(props: {
  data: Record<string, string | number>[];
  series: ReportChartSeries[];
}) {
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 320 }} data-testid="report-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={props.data}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke={tokens.colorNeutralStroke2} />
          <XAxis dataKey="label" tick={{ fill: tokens.colorNeutralForeground2 }} />
          <YAxis allowDecimals={false} tick={{ fill: tokens.colorNeutralForeground2 }} />
          <Tooltip
            contentStyle={{
              background: tokens.colorNeutralBackground1,
              border: `1px solid ${tokens.colorNeutralStroke1}`,
              color: tokens.colorNeutralForeground1,
            }}
            // The series' colours are too light for text: names and figures read in the text colour.
            itemStyle={{ color: tokens.colorNeutralForeground1 }}
          />
          <Legend
            formatter={(value: string) => (
              <span style={{ color: tokens.colorNeutralForeground1 }}>{value}</span>
            )}
          />
          {props.series.map((series, index) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.name}
              fill={colours[index % colours.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
