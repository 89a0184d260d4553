import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents, PLANS, PREMIUM_GUARANTEE_DAYS } from '@cleardocket/domain/membership/plans';
import { Button } from '~/components/ui/button';
import { billingKeys } from '../api/membership-api';
import { PlanPayment } from './plan-payment';

/**
 * Buying premium links on top of a running plan (issue 31 part 4): the plan stays, the links are
 * added, the receipt joins the invoices, and a link is then used on an open removal below.
 */
export function BuyPremiumLink() {
  const client = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const paid = async () => {
    setOpen(false);
    await client.invalidateQueries({ queryKey: billingKeys.all });
  };
  return (
    <div className="grid gap-3">
      <p>
        {`A premium link is one removal worked by our team, removed within ${PREMIUM_GUARANTEE_DAYS} days or its ${formatCents(PLANS.premium.amountCents)} refunded. Your plan stays as it is.`}
      </p>
      {isOpen ? (
        <PlanPayment planId="premium" onPaid={() => void paid()} />
      ) : (
        <div>
          <Button variant="outline" onClick={() => setOpen(true)}>
            Buy a premium link
          </Button>
        </div>
      )}
    </div>
  );
}
