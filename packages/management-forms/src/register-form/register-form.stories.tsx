import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { RegisterForm, type RegisterFormProps } from './register-form';

const meta = {
  title: 'Management/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn<RegisterFormProps['onSubmit']>(async () => undefined) },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText(/First name/), 'Ada');
  await userEvent.type(canvas.getByLabelText(/Last name/), 'Lovelace');
  await userEvent.type(canvas.getByLabelText(/Company name/), 'Hicks Hangars LLC');
  await userEvent.type(canvas.getByLabelText(/E-mail/), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText(/Username/), 'ada.l');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse battery');
}

export const Empty: Story = {};

export const ShowsEveryRequiredMessage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Company name is required')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 12 characters')).toBeVisible();
    await expect(canvas.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Check your e-mail/);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Hicks Hangars LLC',
      email: 'ada@example.com',
      userName: 'ada.l',
      password: 'correct horse battery',
    });
  },
};

export const ServerRefuses: Story = {
  args: { onSubmit: fn<RegisterFormProps['onSubmit']>(async () => 'That username is taken') },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That username is taken');
    // The entries are kept so nothing typed is lost.
    await expect(canvas.getByLabelText(/Company name/)).toHaveValue('Hicks Hangars LLC');
  },
};
