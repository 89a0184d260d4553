import { Link } from 'react-router';
import { DEVELOPER_PAGES } from '@cleardocket/domain/dev/pages';
import type { DeveloperPageGroup } from '@cleardocket/domain/dev/pages';

/** The pages of one group (`/examples` or `/dev`), from the one list the gate and the sitemap read. */
export function DeveloperIndex({ group, current }: { group: DeveloperPageGroup; current: string }) {
  const pages = DEVELOPER_PAGES.filter((page) => page.group === group && page.path !== current);
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {pages.map((page) => (
        <li key={page.path} className="rounded-lg border border-ink-200 bg-white p-4">
          <Link to={page.path} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {page.title}
          </Link>
          <p className="mt-1 text-sm text-ink-700">{page.summary}</p>
          <p className="mt-1 font-mono text-xs text-ink-600">{page.path}</p>
        </li>
      ))}
    </ul>
  );
}
