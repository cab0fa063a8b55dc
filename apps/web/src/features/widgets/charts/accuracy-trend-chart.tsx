import type { MonthlyAccuracy } from '@lens/contracts';
import {
  formatAccuracy,
  HIGH_SCORE_MIN,
  MEDIUM_SCORE_MIN,
  roundAccuracy,
  scoreBandColor,
} from '@lens/domain';
import { Area, AreaChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatShare, monthLabel, monthTick } from '../format.ts';
import { bandColor, token } from './chart-tokens.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import styles from './charts.module.css';

/**
 * The axis always shows both band thresholds, and starts low enough below the weakest month for
 * its ups and downs to read, in steps of ten.
 */
function axisFloor(list: readonly MonthlyAccuracy[]): number {
  const lowest = Math.min(
    MEDIUM_SCORE_MIN,
    ...list.flatMap((entry) => (entry.accuracy == null ? [] : [entry.accuracy])),
  );
  return Math.max(0, Math.floor((lowest - 10) / 10) * 10);
}

/** Average accuracy by month (13 months, the last is current) against the band thresholds. */
export function AccuracyTrendChart({ list }: { list: readonly MonthlyAccuracy[] }) {
  const data = list.map((entry) => ({
    ...entry,
    shown: entry.accuracy == null ? null : roundAccuracy(entry.accuracy),
  }));
  const floor = axisFloor(list);
  const ticks = Array.from({ length: (100 - floor) / 10 + 1 }, (_, index) => floor + index * 10);
  const brand = token('--color-brand');
  return (
    <AreaChart
      className={styles.chart}
      responsive
      style={{ height: 260 }}
      data={data}
      margin={{ top: 12, right: 28, bottom: 0, left: -12 }}
      accessibilityLayer={false}
    >
      <defs>
        <linearGradient id="trend-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={brand} stopOpacity={0.22} />
          <stop offset="100%" stopColor={brand} stopOpacity={0.02} />
        </linearGradient>
      </defs>
      <CartesianGrid vertical={false} stroke={token('--color-gray-soft')} />
      <XAxis
        dataKey="month"
        tickFormatter={monthTick}
        tickLine={false}
        axisLine={{ stroke: token('--color-border-strong') }}
        interval="preserveStartEnd"
        minTickGap={8}
      />
      <YAxis domain={[floor, 100]} ticks={ticks} tickLine={false} axisLine={false} width={44} />
      <ReferenceLine
        y={HIGH_SCORE_MIN}
        stroke={bandColor('green')}
        strokeDasharray="5 4"
        label={{
          value: String(HIGH_SCORE_MIN),
          position: 'right',
          fill: bandColor('green'),
          fontSize: 11,
        }}
      />
      <ReferenceLine
        y={MEDIUM_SCORE_MIN}
        stroke={bandColor('yellow')}
        strokeDasharray="5 4"
        label={{
          value: String(MEDIUM_SCORE_MIN),
          position: 'right',
          fill: bandColor('yellow'),
          fontSize: 11,
        }}
      />
      <Tooltip
        cursor={{ stroke: token('--color-border-strong') }}
        content={({ active, payload }) => {
          const entry = payload?.[0]?.payload as MonthlyAccuracy | undefined;
          if (!active || !entry) return null;
          return (
            <ChartTooltip
              title={monthLabel(entry.month)}
              rows={[
                {
                  label: 'Accuracy',
                  value: formatAccuracy(entry.accuracy),
                  color: bandColor(scoreBandColor(entry.accuracy)),
                },
                { label: 'Knockout', value: formatShare(entry.knockout) },
              ]}
            />
          );
        }}
      />
      <Area
        type="monotone"
        dataKey="shown"
        stroke={brand}
        strokeWidth={2.5}
        fill="url(#trend-fill)"
        connectNulls
        isAnimationActive={false}
        dot={({ cx, cy, payload, index }) =>
          cx == null || cy == null ? (
            <g key={index} />
          ) : (
            <circle
              key={index}
              cx={cx}
              cy={cy}
              r={index === data.length - 1 ? 5 : 3.5}
              fill={bandColor(scoreBandColor((payload as MonthlyAccuracy).accuracy))}
              stroke="#fff"
              strokeWidth={1.5}
            />
          )
        }
        activeDot={{ r: 6, stroke: '#fff', strokeWidth: 2, fill: brand }}
      />
    </AreaChart>
  );
}
