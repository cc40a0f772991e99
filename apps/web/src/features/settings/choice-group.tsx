import { useId } from 'react';

type ChoiceGroupProps<T extends string> = {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
  disabled?: boolean;
  /** The language of each option's label, when it is written in its own language. */
  langOf?: (option: T) => string | undefined;
};

/** A row of radio buttons drawn as segments; arrows move between them as radios do. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  labelOf,
  onChange,
  disabled,
  langOf,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            htmlFor={`${id}-${option}`}
            lang={langOf?.(option)}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-soft-fg has-focus-visible:outline-2 has-focus-visible:outline-primary"
          >
            <input
              id={`${id}-${option}`}
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="accent-primary"
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
