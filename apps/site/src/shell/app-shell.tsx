// The airport shell: header, routed work area, listings side frame from 820 px, toasts at the top right.
import { AlertMessage, useMediaQuery, WorkArea } from '@hangar/ui';
import { WeatherProvider } from '@hangar/weather-widgets';
import { useEffect, useRef } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { airport } from '../config';
import { usePrerendered } from '../prerender/prerender-context';
import { readListingsMessage } from './listings-messages';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { SiteHeader } from './site-header';
import { ToasterHost } from './toaster-host';
import { useWorkAreaMinHeight } from './work-area-height';

export type AppShellProps = {
  /** The listings side frame from 820 px; off on the listings page itself. */
  listingsFrame?: boolean;
};

export function AppShell({ listingsFrame = true }: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  const footerRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const minHeight = useWorkAreaMinHeight(mainRef, footerRef);
  useFocusHeadingOnNavigation(mainRef);
  // The frame is rendered only when shown, so narrow screens never load the listings page; its column is
  // there from the first paint (CSS), so a server-rendered page keeps its layout when the frame arrives.
  const showListings = useMediaQuery('(min-width: 820px)') && listingsFrame;
  const prerendered = usePrerendered();
  const navigate = useNavigate();
  // Lazy pages load on navigation: the work area shows the wait cursor and, after 700 ms, a spinner.
  const loading = useNavigation().state !== 'idle';

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readListingsMessage(event, airport.listingsUrl, frameRef.current?.contentWindow);
      if (message?.type === 'navigate') void navigate(message.path);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);

  return (
    <WeatherProvider
      config={airport.weather}
      initialAnswers={prerendered?.weather}
      renderedAt={prerendered?.renderedAt}
    >
      <div data-slot="app-shell" className="flex min-h-dvh flex-col bg-background text-foreground">
        <SiteHeader />
        <div className="flex flex-1">
          <main
            ref={mainRef}
            data-slot="site-main"
            style={minHeight === null ? undefined : { minHeight }}
            className="min-w-0 flex-1 p-4"
          >
            <WorkArea loading={loading} loadingLabel="Loading page">
              {/* The page-level alert; navigation clears it unless it was kept for one (router.tsx). */}
              <AlertMessage className="mb-3 empty:hidden" />
              <Outlet />
            </WorkArea>
          </main>
          {listingsFrame && (
            <aside
              data-slot="listings"
              aria-label="Hangar listings"
              // 390 px of listings and the 1 px border: the frame used to stick out by that pixel (a sideways
              // scroll on every wide page).
              className="w-[391px] shrink-0 border-l max-[820px]:hidden"
            >
              {showListings && (
                <iframe
                  ref={frameRef}
                  src={airport.listingsUrl}
                  title={`${airport.name} hangar listings`}
                  className="h-full min-h-[600px] w-[390px] border-0"
                  // The listings page needs its own scripts. A page of another origin (VITE_LISTINGS_URL) gets
                  // no access to ours; the default, the site's own /listings, is ours anyway.
                  sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
                />
              )}
            </aside>
          )}
        </div>
        <footer
          ref={footerRef}
          data-slot="site-footer"
          className="border-t px-4 py-2 text-xs text-muted-foreground"
        >
          {airport.name} ({airport.code}), Fort Worth, Texas
        </footer>
        <ToasterHost />
      </div>
    </WeatherProvider>
  );
}
