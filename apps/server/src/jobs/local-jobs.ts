import type { EnvelopeType } from '../realtime/envelopes.ts';
import type { JobSpec, RunningJob } from '../modules/feature-module.ts';

/**
 * The periodic jobs this process runs, by name. A write that makes work for a job kicks it
 * here (other processes' copies find the work on their timers); an envelope from any process
 * wakes the jobs that asked for its type.
 */
export class LocalJobs {
  private readonly running = new Map<string, { spec: JobSpec; job: RunningJob }>();

  add(spec: JobSpec, job: RunningJob): void {
    this.running.set(spec.name, { spec, job });
  }

  /** Looks for work now in the named job, when this process runs it. */
  kick(name: string): void {
    this.running.get(name)?.job.kick?.();
  }

  /** Wakes every job whose `wakeOn` names this envelope type. */
  wake(type: EnvelopeType): void {
    for (const { spec, job } of this.running.values()) {
      if (spec.wakeOn?.includes(type)) job.kick?.();
    }
  }

  /** Stops every job and waits for runs in progress (before the database closes). */
  async stopAll(): Promise<void> {
    await Promise.all([...this.running.values()].map(({ job }) => job.stop()));
    this.running.clear();
  }
}
