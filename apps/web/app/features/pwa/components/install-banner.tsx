import { useEffect, useState } from 'react';
import { SESSION_TOASTS } from '@cleardocket/domain/errors/catalogue';
import {
  INSTALL_PROMPT,
  INSTALL_STORAGE_KEYS,
  readStoredNumber,
  shouldShowInstallPrompt,
} from '@cleardocket/domain/pwa/install-prompt';
import type { InstallFacts } from '@cleardocket/domain/pwa/install-prompt';
import { Button } from '~/components/ui/button';
import { countPageView } from '~/lib/engagement';
import { toast } from '~/lib/toast';
import { onAppInstalled, promptInstall, useInstallOffer, useIsInstalled } from '../api/install-event';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

type Engagement = Omit<InstallFacts, 'isInstallable' | 'isInstalled'>;

function readEngagement(): Engagement {
  return {
    dismissedAt: readStoredNumber(readStorage(INSTALL_STORAGE_KEYS.dismissedAt)),
    hasCompletedSearch: readStorage(INSTALL_STORAGE_KEYS.hasCompletedSearch) === 'true',
    hasCreatedRequest: readStorage(INSTALL_STORAGE_KEYS.hasCreatedRequest) === 'true',
    pageViews: readStoredNumber(readStorage(INSTALL_STORAGE_KEYS.pageViews)) ?? 0,
    now: Date.now(),
  };
}

/**
 * The install banner (spec §4, §9): shown only when the browser offers to install, the app is not
 * installed, it was not dismissed in the last 7 days, and the person searched, created a request or
 * viewed more than 3 pages. Each page shown counts as a view (the banner is mounted once per page:
 * AppBanners keys it by path); the rule is read then and again 30 s later.
 */
export function InstallBanner() {
  const offer = useInstallOffer();
  const isInstalled = useIsInstalled();
  // What the person has done, read when the page is shown, 30 s later, and after a dismissal:
  // the rule is not read again on every render.
  const [engagement, setEngagement] = useState<Engagement | null>(null);
  const [isWorking, setWorking] = useState(false);

  useEffect(() => {
    countPageView();
    setEngagement(readEngagement());
    const recheck = setTimeout(() => setEngagement(readEngagement()), INSTALL_PROMPT.recheckAfterMs);
    const stopListening = onAppInstalled(() => toast({ ...SESSION_TOASTS.appInstalled, variant: 'success' }));
    return () => {
      clearTimeout(recheck);
      stopListening();
    };
  }, []);

  const isShown =
    engagement !== null && shouldShowInstallPrompt({ ...engagement, isInstallable: offer !== null, isInstalled });
  if (!isShown) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(INSTALL_STORAGE_KEYS.dismissedAt, String(Date.now()));
    } catch {
      // Storage refused: the banner goes for this page only.
    }
    setEngagement({ ...readEngagement(), dismissedAt: Date.now() });
  };

  const install = async () => {
    setWorking(true);
    try {
      const outcome = await promptInstall();
      if (outcome === 'dismissed') dismiss();
    } catch {
      toast({ ...SESSION_TOASTS.installationFailed, variant: 'destructive' });
    } finally {
      setWorking(false);
    }
  };

  return (
    <section
      aria-label="Install the app"
      className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-white p-4 shadow-lg sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <h2 className="font-semibold">Install ClearDocket</h2>
        <p className="text-sm text-ink-700">Open your cases from your home screen, even with a weak connection.</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void install()} disabled={isWorking}>
          Install
        </Button>
        <Button size="sm" variant="outline" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}
