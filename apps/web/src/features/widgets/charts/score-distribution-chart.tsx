import type { ScoreBucket } from '@lens/contracts';
import { scoreBandColor } from '@lens/domain';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../format.ts';
import { bandColor, token } from './chart-tokens.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import styles from './charts.module.css';

interface Datum {
  label: string;
  count: number;
  share: number;
  color: string;
}

/** Properties per score bucket, each bar in the band its scores fall in. */
export function ScoreDistributionChart({ buckets }: { buckets: readonly ScoreBucket[] }) {
  const total = buckets.reduce((sum, bucket) => sum + bucket.propertyCount, 0);
  const data: Datum[] = buckets.map((bucket) => ({
    label: `${bucket.from}–${bucket.to}`,
    count: bucket.propertyCount,
    share: total ? bucket.propertyCount / total : 0,
    color: bandColor(scoreBandColor(bucket.from)),
  }));
  return (
    <BarChart
      className={styles.chart}
      responsive
      style={{ height: 232 }}
      data={data}
      margin={{ top: 20, right: 4, bottom: 0, left: -12 }}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={token('--color-gray-soft')} />
      <XAxis
        dataKey="label"
        tickLine={false}
        axisLine={{ stroke: token('--color-border-strong') }}
        interval={0}
      />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={44} />
      <Tooltip
        cursor={{ fill: token('--color-canvas') }}
        content={({ active, payload }) => {
          const datum = payload?.[0]?.payload as Datum | undefined;
          if (!active || !datum) return null;
          return (
            <ChartTooltip
              title={`Score ${datum.label}`}
              rows={[
                { label: 'Properties', value: formatCount(datum.count), color: datum.color },
                { label: 'Share', value: `${Math.round(datum.share * 100)}%` },
              ]}
            />
          );
        }}
      />
      <Bar dataKey="count" radius={[4, 4, 0, 0]} maxBarSize={56} isAnimationActive={false}>
        {data.map((datum) => (
          <Cell key={datum.label} fill={datum.color} />
        ))}
        <LabelList
          dataKey="count"
          position="top"
          formatter={(value) => formatCount(Number(value))}
          style={{ fill: token('--color-text-soft'), fontSize: 12, fontWeight: 600 }}
        />
      </Bar>
    </BarChart>
  );
}
