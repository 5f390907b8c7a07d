import { useLingui } from '@lingui/react/macro';
import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useDataSession } from '../../data/context';
import { useLostChanges } from '../../data/lost-changes';
import { PageHydrated } from '../../ssr/PageHydrated';
import { lazyPart } from '../../ui/LazyPart';
import { PageLoader } from '../../ui/PageLoader';
import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { LAYOUT_WIDTHS, layoutWidthFor } from './layout-width';
import { useScrollRestoration } from './scroll-restoration';

export const MAIN_CONTENT_ID = 'main-content';

// the rare notices above the page (LayoutNotices.tsx): their own chunk, loaded only when one shows
const LayoutNotices = lazyPart(
  () => import('./LayoutNotices'),
  () => null,
);

/**
 * Fixed headers keep their place while a dialog locks the page's scroll (react-remove-scroll adds
 * the scrollbar's width as a margin to elements with this class), as Mantine's AppShell did.
 */
const ZERO_RIGHT = 'right-scroll-bar-position';

/**
 * The shell around every page: skip link, header, the page at its width, footer. Plain elements
 * with a CSS module (what Mantine's AppShell drew for a 60px header and no navbar), so the entry
 * does not carry AppShell and react-remove-scroll (about 12 KB gzip).
 */
export function AppLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  useScrollRestoration();
  const width = layoutWidthFor(pathname);
  const session = useDataSession();
  const lostChanges = useLostChanges();
  const memoryOnly = session !== null && session.userId !== null && !session.persistent;
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t`Skip to main content`}
      </a>
      <header className={`${classes.header} ${ZERO_RIGHT}`}>
        {/* the header carries every link and the greeting at once: as wide as the widest layout */}
        <Header width={LAYOUT_WIDTHS.widest} />
      </header>
      <main className={classes.main}>
        <Container
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          size={width}
          w="100%"
          px="md"
          py="lg"
          className={classes.page}
        >
          {(memoryOnly || session?.storageLoss || lostChanges.lost.length > 0) && (
            <Suspense fallback={null}>
              <LayoutNotices
                memoryOnly={memoryOnly}
                storageLoss={session?.storageLoss ?? null}
                lost={lostChanges.lost}
                onDismissLost={() => void lostChanges.dismiss()}
              />
            </Suspense>
          )}
          {/* a page's chunk loading on a first visit (navigations keep the page until it is in) */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        </Container>
        <Box component="hr" className={classes.rule} aria-hidden="true" />
        <Footer width={width} />
      </main>
    </div>
  );
}
