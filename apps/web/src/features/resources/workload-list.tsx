import {
  openTaskCounts,
  teamWorkload,
  type WorkloadLevel as WorkloadLevelName,
} from '@crewline/shared/domain/workload';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../api/members/members-api.ts';
import { TruncatedName } from '../../components/truncated-name.tsx';
import { BOTTLENECK_STYLE, WORKLOAD_LEVEL_STYLE } from '../members/workload-badge.tsx';

/**
 * Each member's workload level and bottleneck flag (docs/PRODUCT.md, Workload), from the
 * project's open tasks. Observers are listed with their open tasks but neither counted in the
 * average nor given a level: they watch the work rather than share it.
 */
export function WorkloadList({
  members,
  tasks,
}: {
  members: readonly Pick<Member, 'user_id' | 'name' | 'role'>[];
  tasks: readonly { assignee_id?: string | null; status: string }[];
}) {
  const { t } = useTranslation();
  const counts = openTaskCounts(
    members.map((m) => m.user_id),
    tasks,
  );
  const counted = members.filter((m) => m.role !== 'observer').map((m) => m.user_id);
  const workload = new Map(
    teamWorkload(counts.filter(({ memberId }) => counted.includes(memberId))).map((load) => [
      load.memberId,
      load,
    ]),
  );
  if (members.length === 0) return <p>{t('resourcePlanning.workload.none')}</p>;
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="text-start text-base font-semibold pb-2">
          {t('resourcePlanning.workload.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t('resourcePlanning.workload.member')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('resourcePlanning.workload.openTasks')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('resourcePlanning.workload.level')}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member, i) => {
            const load = workload.get(member.user_id);
            return (
              <tr key={member.user_id} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {/* A table cell grows to its content, so the name is cut inside a capped box. */}
                  <div className="max-w-48">
                    <TruncatedName name={member.name} />
                  </div>
                </th>
                <td className="px-3 py-2">{counts[i]!.taskCount}</td>
                <td className="px-3 py-2">
                  {load ? (
                    <WorkloadLevel level={load.level} bottleneck={load.bottleneck} />
                  ) : (
                    t('resourcePlanning.workload.notCounted')
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function WorkloadLevel({ level, bottleneck }: { level: WorkloadLevelName; bottleneck: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`rounded px-2 py-0.5 ${WORKLOAD_LEVEL_STYLE[level]}`}>
        {t(`resourcePlanning.workload.levels.${level}`)}
      </span>
      {bottleneck ? (
        <span className={`ms-2 ${BOTTLENECK_STYLE}`}>
          ⚠ {t('resourcePlanning.workload.bottleneck')}
        </span>
      ) : null}
    </>
  );
}
