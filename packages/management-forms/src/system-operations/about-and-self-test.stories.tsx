import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SELF_TEST_FIXTURE } from './system-operations-fixtures';
import { AboutPanel } from './about-panel';
import { SelfTestPanel } from './self-test-panel';
import {
  loading,
  refusedRead,
  systemLoaders,
  systemParameters,
  withManagementProvider,
} from './system-operations-story';

/**
 * The system's About page, for system administrators: AboutPanel (version, build and start time, the kind of
 * database, whether the API answers) and SelfTestPanel (the API, the database, the mail transport and the file
 * store, each checked with the time it took). Neither takes props; both need a `ManagementProvider` above
 * them.
 */
const meta: Meta<typeof AboutPanel> = {
  title: 'Management/System/AboutAndSelfTest',
  component: AboutPanel,
  loaders: systemLoaders as Meta<typeof AboutPanel>['loaders'],
  decorators: [withManagementProvider],
};
export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0.1.0')).toBeVisible();
    await expect(canvas.getByText('PostgreSQL')).toBeVisible();
    await expect(await canvas.findByText('Answering')).toBeVisible();
  },
};

export const AboutLoading: Story = { parameters: loading };

export const AboutError: Story = {
  parameters: refusedRead('/about'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server could not answer');
  },
};

export const SelfTest: Story = {
  render: () => <SelfTestPanel />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PostgreSQL answered a query')).toBeVisible();
    await expect(canvas.getAllByText('OK')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Run again' }));
    await expect(await canvas.findByText(/Every check passed/)).toBeVisible();
  },
};

export const SelfTestFailedCheck: Story = {
  render: () => <SelfTestPanel />,
  parameters: systemParameters({
    system: {
      data: {
        selfTest: {
          ...SELF_TEST_FIXTURE,
          ok: false,
          checks: SELF_TEST_FIXTURE.checks.map((c) =>
            c.name === 'mail'
              ? { ...c, ok: false, ms: 10_000, message: 'connect ECONNREFUSED 127.0.0.1:25' }
              : c,
          ),
        },
      },
    },
  }),
  play: async ({ canvas }) => {
    const mail = within((await canvas.findByRole('heading', { name: 'Mail transport' })).closest('li')!);
    await expect(mail.getByText('Failed')).toBeVisible();
    await expect(mail.getByText(/ECONNREFUSED/)).toBeVisible();
    await expect(canvas.getByText(/A check failed/)).toBeVisible();
  },
};

export const SelfTestRefused: Story = {
  render: () => <SelfTestPanel />,
  parameters: refusedRead('/selftest', 'You are not authorised to do this', 403),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are not authorised to do this');
  },
};

export const SelfTestPhone: Story = { render: () => <SelfTestPanel />, parameters: { width: 400 } };
