import { useRef, useState, type ComponentType } from 'react';
import type { ServicePackage } from 'contracts/landing';
import { notify } from 'ui-kit/toast';
import { wholeRupiah } from '../../../lib/format-price';
import type { CheckoutDialogProps } from './checkout-dialog';

type DialogModule = { CheckoutDialog: ComponentType<CheckoutDialogProps> };

// The checkout is a chunk of its own, fetched on the first hover, focus or click of a Beli button:
// `/` ships without it (e2e/tests/bundle-size.spec.ts).
let dialogModule: Promise<DialogModule> | null = null;
export function loadCheckoutDialog(): Promise<DialogModule> {
  dialogModule ??= import(/* webpackChunkName: "checkout-dialog" */ './checkout-dialog').catch(
    (error: unknown) => {
      dialogModule = null; // a failed download is tried again on the next click
      throw error;
    },
  );
  return dialogModule;
}

export const CHECKOUT_LOAD_FAILED =
  'The checkout could not be loaded. Check your connection and try again.';

/**
 * `Beli` on a package sold online (docs/rules/payments.md#packages-sold-online). Nothing for a
 * package not sold online, or whose price is not a whole number of rupiah (it cannot be charged).
 */
export function BuyButton({ pkg }: { pkg: ServicePackage }) {
  const [Dialog, setDialog] = useState<ComponentType<CheckoutDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const price = wholeRupiah(pkg.price);
  if (!pkg.soldOnline || price === null) return null;

  function prefetch() {
    loadCheckoutDialog().catch(() => undefined); // the click reports a failure
  }

  async function openDialog() {
    if (loading) return;
    setLoading(true);
    try {
      const module = await loadCheckoutDialog();
      setDialog(() => module.CheckoutDialog);
      setOpen(true);
    } catch {
      notify.error(CHECKOUT_LOAD_FAILED);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="lp-button lp-button-brand lp-button-full lp-buy"
        aria-haspopup="dialog"
        aria-label={`Beli ${pkg.name}`}
        aria-busy={loading || undefined}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onClick={() => void openDialog()}
      >
        {loading ? <span className="lp-spinner" aria-hidden /> : null}
        Beli
      </button>
      {open && Dialog ? (
        <Dialog
          pkg={pkg}
          price={price}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
