import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts'
import type { ChartTheme } from './chart-theme'

export interface DistributionSlice {
  key: 'artists' | 'music' | 'gallery' | 'filmmakers'
  name: string
  value: number
}

/** The Content Distribution doughnut (recharts, lazy like the bars); the legend is the screen's. */
export default function DistributionChart({
  slices,
  colors,
}: {
  slices: DistributionSlice[]
  colors: ChartTheme
}) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 240, height: 240 }}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          innerRadius="58%"
          outerRadius="90%"
          paddingAngle={2}
          stroke={colors.tooltip.backgroundColor}
          strokeWidth={2}
        >
          {slices.map((slice) => (
            <Cell key={slice.key} fill={colors.series[slice.key]} />
          ))}
        </Pie>
        <Tooltip contentStyle={colors.tooltip} itemStyle={{ color: colors.tooltip.color }} />
      </PieChart>
    </ResponsiveContainer>
  )
}
