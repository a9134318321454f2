import { tokens } from '@fluentui/react-components';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type LiabilityDatum = { label: string; value: number; points: number };

/**
 * The outstanding redeemable points' worth over time, drawn with recharts. Decorative to assistive
 * technology: the page's table holds the same figures (the chart is hidden from it).
 */
export default function LiabilitiesChart(props: {
  data: LiabilityDatum[];
  money: (value: number) => string;
  pointsLabel: (points: number) => string;
}) {
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 320 }}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={props.data} margin={{ top: 8, right: 32, bottom: 8, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={tokens.colorNeutralStroke2} />
          <XAxis dataKey="label" tick={{ fill: tokens.colorNeutralForeground2 }} />
          <YAxis
            tickFormatter={(value: number) => props.money(value)}
            tick={{ fill: tokens.colorNeutralForeground2 }}
            width={96}
          />
          <Tooltip
            formatter={(value, _name, item) => [
              `${props.money(Number(value))} (${props.pointsLabel((item.payload as LiabilityDatum).points)})`,
            ]}
            contentStyle={{
              background: tokens.colorNeutralBackground1,
              border: `1px solid ${tokens.colorNeutralStroke1}`,
              color: tokens.colorNeutralForeground1,
            }}
          />
          <Area
            type="linear"
            dataKey="value"
            stroke={tokens.colorBrandForeground1}
            fill={tokens.colorBrandBackground2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
