import { useTranslation } from 'react-i18next';
import type { MemberRole } from '../../api/projects/types.ts';
import { inputClass } from '../../components/text-field.tsx';

// Member, leader, manager, observer; the shared module holds the same list but would pull Zod into the page.
/** Roles a member can be given, default first. */
const MEMBER_ROLE_OPTIONS = [
  'member',
  'leader',
  'manager',
  'observer',
] as const satisfies readonly MemberRole[];

type RoleSelectProps = {
  id: string;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  disabled?: boolean;
  ariaLabel?: string;
  className?: string;
};

/** A native select of member roles with their translated labels. */
export function RoleSelect({
  id,
  value,
  onChange,
  disabled,
  ariaLabel,
  className = '',
}: RoleSelectProps) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      aria-label={ariaLabel}
      onChange={(event) => onChange(event.target.value as MemberRole)}
      // The width comes from the caller when given (a compact select in a row), else full width.
      className={`${inputClass.replace('w-full', '')} ${className || 'w-full'}`}
    >
      {MEMBER_ROLE_OPTIONS.map((role) => (
        <option key={role} value={role}>
          {t(`projects.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}
