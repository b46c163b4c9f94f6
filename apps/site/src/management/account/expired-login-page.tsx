// Where an expired token lands: says so, then offers the login that returns to the same address.
import { LoginPage } from '../../login/login-page';

export function ExpiredLoginPage() {
  return (
    <div className="grid gap-2">
      <p
        role="status"
        className="mx-auto mt-6 max-w-md rounded-md border border-warning bg-warning/20 p-3 text-sm"
      >
        Your session has expired. Sign in again to carry on where you were.
      </p>
      <LoginPage />
    </div>
  );
}
