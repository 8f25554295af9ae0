import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { ChartTheme } from './chart-theme'
import type { GrowthPoint } from './monthly-series'

export interface GrowthSeries {
  key: 'artists' | 'music' | 'listens'
  name: string
}

interface GrowthChartProps {
  points: GrowthPoint[]
  series: GrowthSeries[]
  colors: ChartTheme
  /** Estimated bars are drawn pale, so they never pass for measured ones. */
  isEstimate: boolean
}

/**
 * The Monthly Growth bars (recharts, in the dashboard's chunk only: loaded with React.lazy). The
 * screen puts the same numbers in a table for screen readers, so the drawing itself is an image.
 */
export default function GrowthChart({ points, series, colors, isEstimate }: GrowthChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 288 }}>
      <BarChart
        data={points}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={colors.grid} vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: colors.tick, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: colors.grid }}
          interval="preserveStartEnd"
        />
        {/* Listens run in the hundreds while new artists and tracks run in ones: each gets its own scale. */}
        <YAxis
          yAxisId="count"
          allowDecimals={false}
          tick={{ fill: colors.tick, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={32}
        />
        <YAxis
          yAxisId="listens"
          orientation="right"
          allowDecimals={false}
          tick={{ fill: colors.series.listens, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <Tooltip
          cursor={{ fill: colors.cursor }}
          contentStyle={colors.tooltip}
          labelStyle={{ fontWeight: 600, marginBottom: 4 }}
          labelFormatter={(label, payload) => {
            const point = payload[0]?.payload as GrowthPoint | undefined
            return point?.fullLabel ?? label
          }}
        />
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            yAxisId={item.key === 'listens' ? 'listens' : 'count'}
            name={item.name}
            fill={colors.series[item.key]}
            fillOpacity={isEstimate ? 0.4 : 1}
            stroke={isEstimate ? colors.series[item.key] : undefined}
            strokeDasharray={isEstimate ? '4 3' : undefined}
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  )
}
