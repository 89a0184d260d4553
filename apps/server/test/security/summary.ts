import { clearReport, formatTable, isFullRun, readRows } from './report';

/** Global setup of the security project: a clean report before, one summary table after. */
export default function setup() {
  clearReport();
  return () => {
    const rows = readRows();
    const failures = rows.reduce((sum, row) => sum + row.failures, 0);
    console.log(`\nSecurity suite (${isFullRun() ? 'full' : 'short'} run)\n${formatTable(rows)}`);
    console.log(failures === 0 ? 'No leak, server error, execution or bypass.' : `${failures} failures: see above.`);
  };
}
