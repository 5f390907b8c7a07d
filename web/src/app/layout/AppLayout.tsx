import { AppShell, Box, Container } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { LAYOUT_WIDTHS, layoutWidthFor } from './layout-width';

export const MAIN_CONTENT_ID = 'main-content';

/** The shell around every page: skip link, header, the page at its width, footer. */
export function AppLayout() {
  const { pathname } = useLocation();
  const width = layoutWidthFor(pathname);
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>
      <AppShell.Header>
        {/* the header carries every link at once: never narrower than the wide layout */}
        <Header width={Math.max(width, LAYOUT_WIDTHS.wide)} />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Container
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          size={width}
          w="100%"
          px="md"
          py="lg"
          className={classes.page}
        >
          <Outlet />
        </Container>
        <Box component="hr" className={classes.rule} aria-hidden="true" />
        <Footer width={width} />
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
