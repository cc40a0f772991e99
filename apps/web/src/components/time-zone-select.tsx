import { useMemo } from 'react';
import { inputClass } from './text-field.tsx';
import { timeZones } from '../i18n/time-zones.ts';

/**
 * A select of every IANA zone this browser knows, `value` and this device's zone always among
 * them. The caller gives it a label (by `id`).
 */
export function TimeZoneSelect({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  describedBy?: string;
}) {
  const zones = useMemo(() => timeZones(value), [value]);
  return (
    <select
      id={id}
      className={inputClass}
      value={value}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </select>
  );
}
