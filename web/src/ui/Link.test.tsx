import { Button, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { Link } from './Link';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        {link}
        <Where />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('Link', () => {
  it('is a real link to the address, and a click moves the router there', async () => {
    renderAt('/', <Link to="/prayers?tab=answered#top">Answered</Link>);
    const link = screen.getByRole('link', { name: 'Answered' });
    expect(link).toHaveAttribute('href', '/prayers?tab=answered#top');
    await userEvent.click(link);
    expect(where()).toBe('/prayers?tab=answered#top');
  });

  it('leaves a click with a modifier key or for another window to the browser', () => {
    // the browser's part (a new tab) is not this test's: happy-dom would fetch the address
    const keepDocument = (event: Event) => event.preventDefault();
    document.addEventListener('click', keepDocument);
    onTestFinished(() => document.removeEventListener('click', keepDocument));
    renderAt(
      '/',
      <>
        <Link to="/auth">Sign in</Link>
        <Link to="/series" target="_blank">
          Series
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Series' }));
    expect(where()).toBe('/');
  });

  it("runs the link's own click first, which may keep it from moving", async () => {
    const seen: string[] = [];
    renderAt(
      '/',
      <Link
        to="/upgrade"
        onClick={(event) => {
          seen.push('clicked');
          event.preventDefault();
        }}
      >
        Upgrade
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade' }));
    expect(seen).toEqual(['clicked']);
    expect(where()).toBe('/');
  });

  it("serves as a Mantine component's element, with its ref", async () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt(
      '/dashboard',
      <Button component={Link} to="/" ref={ref}>
        Back to Home
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Back to Home' });
    expect(ref.current).toBe(link);
    await userEvent.click(link);
    expect(where()).toBe('/');
  });
});
