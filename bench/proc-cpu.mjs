// The CPU time a process has used, for the benches that print CPU per request beside latency.
import { readFileSync } from 'node:fs';

/** User + system CPU time of process `pid` in ms, from /proc (Linux); null when gone or elsewhere. */
export function processCpuMs(pid) {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and
    // 13th, in clock ticks (USER_HZ, 100 on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
