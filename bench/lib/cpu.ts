import { readFileSync } from 'node:fs';
import { openPostgres } from '../../apps/server/src/db/postgres';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU a process has used since it started, in ms (user + system); null off Linux or once it is gone. */
export function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields that follow start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return ((user + system) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The machine's load average (1, 5, 15 minutes) as /proc/loadavg writes it, or '' off Linux. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '';
  }
}

/**
 * The CPU used so far by every PostgreSQL backend serving `database` (a server on this machine),
 * keyed by backend pid: read before and after a run, the difference is what the database did for it.
 */
export async function postgresBackendsCpu(databaseUrl: string): Promise<Map<number, number>> {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = await openPostgres(databaseUrl, { max: 1 });
  try {
    const result: unknown = await admin.db.execute(
      `select pid from pg_stat_activity where datname = '${database.replace(/'/g, "''")}' and pid <> pg_backend_pid()`,
    );
    const rows: unknown[] =
      typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
        ? result.rows
        : [];
    const cpu = new Map<number, number>();
    for (const row of rows) {
      const pid = typeof row === 'object' && row !== null && 'pid' in row ? Number(row.pid) : NaN;
      const ms = Number.isInteger(pid) ? processCpuMs(pid) : null;
      if (ms !== null) cpu.set(pid, ms);
    }
    return cpu;
  } finally {
    await admin.close();
  }
}

/** CPU used between two readings of `postgresBackendsCpu` (backends that started since count from 0). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
