import Link from 'next/link';
import { Panel } from '@/components/ui/states';

/** Prepaid accounts pay before they ship: they have no invoices or dues. */
export function PrepaidNotice({ what }: { what: 'invoices' | 'dues' }) {
  return (
    <Panel>
      <p>
        Your account is prepaid: each shipment is paid from your balance when it is booked, so there {what === 'invoices' ? 'are no monthly invoices' : 'is nothing to pay here'}.
      </p>
      <p className="mt-2">
        See your balance and its movements on{' '}
        <Link href="/PrepaidAccountStatus" className="font-semibold text-brand-800 underline">
          Prepaid Account Status
        </Link>
        .
      </p>
    </Panel>
  );
}
