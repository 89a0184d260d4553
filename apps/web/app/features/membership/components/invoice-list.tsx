import { formatCents } from '@cleardocket/domain/membership/plans';
import { Spinner } from '~/components/ui/spinner';
import { useInvoices } from '../api/get-invoices';
import { formatDay } from '~/lib/dates';

const STATUS = { paid: 'Paid', open: 'Open', failed: 'Failed', void: 'Void' } as const;

/** The member's invoices and receipts, newest first. */
export function InvoiceList() {
  const invoices = useInvoices();
  if (invoices.isPending) return <Spinner label="Loading your invoices" />;
  if (invoices.isError) return <p role="alert">{invoices.error.message}</p>;
  if (invoices.data.invoices.length === 0) return <p>No invoices yet.</p>;
  return (
    // A region that scrolls on narrow screens is reachable by keyboard (axe: scrollable-region-focusable).
    <div className="overflow-x-auto" role="region" aria-label="Invoices" tabIndex={0}>
      <table className="w-full min-w-[20rem] text-left">
        <caption className="sr-only">Invoices</caption>
        <thead>
          <tr className="border-b border-ink-200 text-sm text-ink-700">
            <th scope="col" className="py-2 pr-3">
              Date
            </th>
            <th scope="col" className="py-2 pr-3">
              Invoice
            </th>
            <th scope="col" className="py-2 pr-3">
              Amount
            </th>
            <th scope="col" className="py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.data.invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b border-ink-100">
              <td className="py-2 pr-3">{formatDay(invoice.createdAt)}</td>
              <td className="py-2 pr-3">
                {invoice.number}
                <span className="block text-sm text-ink-700">{invoice.description}</span>
              </td>
              <td className="py-2 pr-3">{formatCents(invoice.amountCents)}</td>
              <td className="py-2">{STATUS[invoice.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
