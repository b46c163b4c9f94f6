import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import './preview.css';

// A story alone themes the whole document (its portals too). On a Docs page many stories share the document,
// so each one themes only its own box: a dark story no longer turns the page and the other stories dark.
function ThemeRoot({
  theme,
  inDocs,
  children,
}: {
  theme: string;
  inDocs: boolean;
  children: React.ReactNode;
}) {
  useEffect(() => {
    document.documentElement.classList.toggle('dark', !inDocs && theme === 'dark');
  }, [theme, inDocs]);
  const dark = inDocs && theme === 'dark' ? 'dark ' : '';
  return <div className={`${dark}bg-background p-4 text-foreground`}>{children}</div>;
}

const preview: Preview = {
  // Every component gets a Docs page: its usage note (the component's JSDoc or the meta's), props and stories.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // The two docs pages first, then the packages.
    options: {
      storySort: { method: 'alphabetical', order: ['Introduction', 'Tokens', 'UI', 'Weather', 'Management'] },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story, context) => (
      <ThemeRoot theme={String(context.globals.theme ?? 'light')} inDocs={context.viewMode === 'docs'}>
        <Story />
      </ThemeRoot>
    ),
  ],
};

export default preview;
