import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginAsForm, type LoginAsCandidate, type LoginAsFormProps } from './login-as-form';

const USERS: LoginAsCandidate[] = [
  {
    id: 3,
    userName: 'alpha.viewer',
    fileAs: 'Viewer, Alpha',
    companyName: 'Alpha Hangar Management',
    isSystemAdmin: false,
    isDisabled: false,
  },
  {
    id: 2,
    userName: 'alpha.admin',
    fileAs: 'Admin, Alpha',
    companyName: 'Alpha Hangar Management',
    isSystemAdmin: false,
    isDisabled: false,
  },
  {
    id: 7,
    userName: '0004',
    fileAs: 'Only, Digits',
    companyName: 'Alpha Hangar Management',
    isSystemAdmin: false,
    isDisabled: false,
  },
  {
    id: 1,
    userName: 'sysadmin',
    fileAs: 'Administrator, System',
    companyName: 'Alpha Hangar Management',
    isSystemAdmin: true,
    isDisabled: false,
  },
];

const found = (query: string) =>
  USERS.filter((u) => `${u.userName} ${u.fileAs}`.toLowerCase().includes(query.toLowerCase()));

const meta = {
  title: 'Management/LoginAsForm',
  component: LoginAsForm,
  args: {
    search: fn<LoginAsFormProps['search']>(async (query) => found(query)),
    onSubmit: fn<LoginAsFormProps['onSubmit']>(async () => undefined),
  },
} satisfies Meta<typeof LoginAsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Search by name, user name or e-mail/)).toBeVisible();
  },
};

export const Searching: Story = {
  args: { search: fn<LoginAsFormProps['search']>(() => new Promise(() => undefined)), defaultQuery: 'alpha' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Searching for “alpha”…')).toBeVisible();
  },
};

export const Results: Story = {
  args: { defaultQuery: 'a' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 users match “a”.')).toBeVisible();
    // A system administrator is listed but cannot be chosen.
    await expect(canvas.getByRole('radio', { name: /Administrator, System/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Viewer, Alpha/ })).toBeEnabled();
  },
};

export const NoResults: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a user' }), 'nobody{Enter}');
    await expect(await canvas.findByText('No user matches “nobody”.')).toBeVisible();
    await expect(args.search).toHaveBeenCalledWith('nobody');
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const ReasonMissing: Story = {
  args: { defaultQuery: 'viewer' },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Viewer, Alpha/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in as this user' }));
    await expect(await canvas.findByText('Give a reason of at least 3 characters')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UserMissing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Ticket 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in as this user' }));
    await expect(await canvas.findByText('Choose the user to act as')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: {
    defaultQuery: 'viewer',
    onSubmit: fn<LoginAsFormProps['onSubmit']>(async () => 'A disabled user cannot be impersonated'),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Viewer, Alpha/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Ticket 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in as this user' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A disabled user cannot be impersonated',
    );
  },
};

export const SearchFailed: Story = {
  args: { search: fn<LoginAsFormProps['search']>(async () => 'You may not search users'), defaultQuery: 'x' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You may not search users');
  },
};

export const StartsByKeyboard: Story = {
  args: { defaultQuery: 'viewer' },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Viewer, Alpha/ }));
    await userEvent.click(canvas.getByRole('textbox', { name: /Reason/ }));
    await userEvent.keyboard('  Ticket 4711  ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        userID: 3,
        userName: 'alpha.viewer',
        reason: 'Ticket 4711',
      }),
    );
  },
};

/** A user name of digits only is sent as the name, beside the chosen user's own id. */
export const DigitsOnlyUserName: Story = {
  args: { defaultQuery: '0004' },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Only, Digits/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Ticket 88');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in as this user' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ userID: 7, userName: '0004', reason: 'Ticket 88' }),
    );
  },
};
