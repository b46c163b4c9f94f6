// The /listings route's layout: bare inside the airport shell's side frame (the shell around it already has
// the header), the airport shell around it as a page of its own.
import { Outlet } from 'react-router-dom';
import { AppShell } from '../../shell/app-shell';
import { isFramed } from './framed';

export function ListingsLayout() {
  if (isFramed()) {
    return (
      <main data-slot="listings-frame" className="min-h-dvh bg-background p-3 text-foreground">
        <Outlet />
      </main>
    );
  }
  // The side frame would show this same page: not beside itself.
  return <AppShell listingsFrame={false} />;
}
