// Child process entry (see ensureEmbeddedCluster): creates and migrates the embedded cluster in
// the folder given as its argument, then exits, so that the memory initdb grew goes back to the
// system. A failure is reported to the parent through the IPC channel.
import { initializeEmbeddedCluster } from './embedded-cluster.ts';

// The parent died (its start-up was interrupted): stop building a cluster nobody will open.
const parentGone = () => process.exit(1);
process.on('disconnect', parentGone);

let failure: string | undefined;
try {
  await initializeEmbeddedCluster(process.argv[2] ?? '');
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
  process.exitCode = 1;
}
process.off('disconnect', parentGone);
// The open IPC channel would keep this process alive: close it once the report is sent.
if (failure === undefined) process.disconnect?.();
else process.send?.({ error: failure }, () => process.disconnect?.());
