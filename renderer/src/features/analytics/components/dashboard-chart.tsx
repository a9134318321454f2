import { tokens } from '@fluentui/react-components';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export type ChartSeries = { key: string; name: string };

const colours = [
  tokens.colorBrandBackground,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorPaletteLightTealBorderActive,
  tokens.colorPaletteBerryBorderActive,
];

/**
 * A dashboard chart (recharts, as the reports and the points liabilities use). It is a picture:
 * its section's Table view holds the same figures for assistive technology and for reading.
 */
export default function DashboardChart(props: {
  kind: 'bar' | 'line';
  data: Record<string, string | number | null>[];
  series: ChartSeries[];
  label: string;
  yDomain?: [number, number];
}) {
  const Chart = props.kind === 'bar' ? BarChart : LineChart;
  return (
    <div role="img" aria-label={props.label} style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <Chart data={props.data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={tokens.colorNeutralStroke2} />
          <XAxis dataKey="label" tick={{ fill: tokens.colorNeutralForeground2 }} />
          <YAxis
            allowDecimals={props.kind === 'line'}
            domain={props.yDomain ?? [0, 'auto']}
            tick={{ fill: tokens.colorNeutralForeground2 }}
          />
          <Tooltip
            contentStyle={{
              background: tokens.colorNeutralBackground1,
              border: `1px solid ${tokens.colorNeutralStroke1}`,
              color: tokens.colorNeutralForeground1,
            }}
          />
          <Legend />
          {props.series.map((series, index) =>
            props.kind === 'bar' ? (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.name}
                fill={colours[index % colours.length]}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={series.key}
                dataKey={series.key}
                name={series.name}
                stroke={colours[index % colours.length]}
                strokeWidth={2}
                connectNulls={false}
                isAnimationActive={false}
              />
            ),
          )}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}
