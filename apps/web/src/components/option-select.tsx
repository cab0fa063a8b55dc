import type { ReactNode, SelectHTMLAttributes } from 'react';
import { SelectField } from './form-controls.tsx';

export interface NamedOption {
  id: number | string;
  name: string;
}

/** A fixed list of values (statuses, kinds) as options, each named by `label`. */
export function valueOptions<T extends string>(
  values: readonly T[],
  label: (value: T) => string,
): NamedOption[] {
  return values.map((value) => ({ id: value, name: label(value) }));
}

type OptionSelectProps = {
  label: string;
  /** Not loaded yet counts as no options: the placeholder alone. */
  options: readonly NamedOption[] | undefined;
  /** The first, empty choice: "All …" in a filter, "Choose a …" in a form. */
  placeholder: string;
  value: number | string | null | undefined;
  /** The chosen id as the select holds it; an empty string for the placeholder. */
  onChange(value: string): void;
  error?: string | null;
  hint?: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>;

/** A labelled select of named records, with the empty choice first; 0 and null both mean none. */
export function OptionSelect({
  options,
  placeholder,
  value,
  onChange,
  ...select
}: OptionSelectProps) {
  return (
    <SelectField {...select} value={value || ''} onChange={(event) => onChange(event.target.value)}>
      <option value="">{placeholder}</option>
      {options?.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}

type PlaceSelectProps = Omit<OptionSelectProps, 'label' | 'placeholder'>;

/** A list's filter by property: every property until one is chosen. */
export const PropertySelect = (props: PlaceSelectProps) => (
  <OptionSelect label="Property" placeholder="All properties" {...props} />
);

/** A list's filter by channel: every channel until one is chosen. */
export const ChannelSelect = (props: PlaceSelectProps) => (
  <OptionSelect label="Channel" placeholder="All channels" {...props} />
);
