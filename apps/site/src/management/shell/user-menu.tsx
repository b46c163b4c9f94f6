// The signed-in user's menu: their name, and logging out (the login page ends the session when it opens).
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@hangar/ui';
import { LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

export function UserMenu({
  name,
  userName,
  impersonatedBy,
}: {
  name: string;
  userName?: string;
  impersonatedBy?: string | null;
}) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" aria-label={`User menu: ${name}`} className="max-w-56">
          <UserRound aria-hidden="true" />
          <span className="truncate max-sm:sr-only">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel className="grid gap-0.5">
          <span>{name}</span>
          {userName && <span className="text-xs font-normal text-muted-foreground">{userName}</span>}
          {impersonatedBy && (
            <span className="text-xs font-normal text-muted-foreground">on behalf of {impersonatedBy}</span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* The login page ends the session as it opens; going there first lets a dirty form ask. */}
        <DropdownMenuItem onSelect={() => void navigate('/login')}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
