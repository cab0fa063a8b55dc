import { TextField } from '../../../components/form-controls.tsx';
import bar from './filter-bar.module.css';

function DayField({
  onChange,
  ...field
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(day: string): void;
}) {
  return (
    <div className={bar.date}>
      <TextField type="date" {...field} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** A filter bar's first and last day, each bounding the other so the range cannot run backwards. */
export function DateRangeFields({
  from,
  to,
  labels,
  onChange,
}: {
  from: string;
  to: string;
  labels: readonly [from: string, to: string];
  onChange(change: { from: string } | { to: string }): void;
}) {
  return (
    <>
      <DayField
        label={labels[0]}
        value={from}
        max={to || undefined}
        onChange={(day) => onChange({ from: day })}
      />
      <DayField
        label={labels[1]}
        value={to}
        min={from || undefined}
        onChange={(day) => onChange({ to: day })}
      />
    </>
  );
}
