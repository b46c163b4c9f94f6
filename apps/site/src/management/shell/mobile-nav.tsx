// Under 900 px the side navigation folds into a menu button that opens it in a dialog at the left.
import { Button, Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@hangar/ui';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { SideNavLinks } from './side-nav';
import type { VisibleArea } from './nav-model';

export function MobileNav({ areas }: { areas: VisibleArea[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open navigation" className="min-[900px]:hidden">
          <Menu aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel="Close navigation"
        className="top-0 left-0 h-dvh max-h-dvh w-72 max-w-[85vw] translate-x-0 translate-y-0 content-start rounded-none border-y-0 border-l-0 p-4"
      >
        <DialogTitle>Navigation</DialogTitle>
        <DialogDescription className="sr-only">The pages of the management face</DialogDescription>
        <nav aria-label="Management">
          <SideNavLinks areas={areas} onNavigate={() => setOpen(false)} />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
