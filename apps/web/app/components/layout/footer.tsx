import { Link } from 'react-router';
import { BRAND } from '@cleardocket/domain/brand';
import { COMPANY_LINKS, CONTENT_REMOVAL_LINKS, LEGAL_SERVICE_LINKS, SUPPORT_LINKS } from '~/config/navigation';
import type { NavLink } from '~/config/navigation';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="text-ink-200 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Footer: address, phone, help and legal emails, social, service and support links, Admin. */
export function Footer() {
  const { address, phone, emails, social } = BRAND;
  return (
    <footer className="bg-ink-900 text-ink-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{BRAND.name}</p>
          <p className="mt-2 max-w-sm">{BRAND.tagline}</p>
          <address className="mt-4 grid gap-1 not-italic">
            <span>{BRAND.legalName}</span>
            <span>{address.street}</span>
            <span>
              {address.city}, {address.region} {address.postalCode}
            </span>
            <a href={`tel:${phone.e164}`} className="hover:text-white hover:underline">
              {phone.display}
            </a>
            <span>
              Help:{' '}
              <a href={`mailto:${emails.help}`} className="hover:text-white hover:underline">
                {emails.help}
              </a>
            </span>
            <span>
              Legal:{' '}
              <a href={`mailto:${emails.legal}`} className="hover:text-white hover:underline">
                {emails.legal}
              </a>
            </span>
          </address>
          <ul className="mt-4 flex gap-4" aria-label="Social media">
            {social.map((item) => (
              <li key={item.href}>
                <a href={item.href} rel="noopener noreferrer" className="hover:text-white hover:underline">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn
          title="Services"
          links={[...CONTENT_REMOVAL_LINKS.slice(0, 4), ...LEGAL_SERVICE_LINKS.slice(0, 2)]}
        />
        <LinkColumn title="Support" links={SUPPORT_LINKS} />
        <LinkColumn title="Company" links={COMPANY_LINKS} />
      </div>
      <div className="border-t border-ink-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-ink-300">
          © {new Date().getFullYear()} {BRAND.legalName} {BRAND.name} is not a law firm; legal services are provided by
          independent partner attorneys.
        </p>
      </div>
    </footer>
  );
}
