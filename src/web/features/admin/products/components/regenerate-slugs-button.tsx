import { useState } from 'react';
import { PRODUCT_MESSAGES as M } from '../../../../../domain/admin/products.messages';
import { notify } from '../../../notifications/notifications.store';
import { useRegenerateSlugs } from '../api/regenerate-slugs';
import { adminFailureText } from '../../shared/admin-error';

/** "Rigenera slug", asked once more before every address is made again from its name. */
export function RegenerateSlugsButton() {
  const regenerate = useRegenerateSlugs();
  const [confirming, setConfirming] = useState(false);

  async function run() {
    try {
      const updated = await regenerate.mutateAsync();
      notify(M.slugsUpdated(updated), { kind: 'success' });
      setConfirming(false);
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
    }
  }

  if (!confirming)
    return (
      <button type="button" className="admin-button" onClick={() => setConfirming(true)}>
        {M.regenerateSlugs}
      </button>
    );
  return (
    <div className="admin-products__confirm" role="group" aria-label={M.regenerateSlugs}>
      <p>{M.confirmRegenerateSlugs}</p>
      <button
        type="button"
        className="admin-button admin-button--primary"
        aria-disabled={regenerate.isPending || undefined}
        onClick={() => {
          if (!regenerate.isPending) void run();
        }}
      >
        {regenerate.isPending ? M.regeneratingSlugs : M.confirmYes}
      </button>
      <button type="button" className="admin-button" onClick={() => setConfirming(false)}>
        {M.cancel}
      </button>
    </div>
  );
}
