import { ConfirmProvider } from '@hangar/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UNSAVED_TITLE, useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const { markSaved } = useUnsavedChangesPrompt(dirty);
  return (
    <div>
      <h1>Editor</h1>
      <button onClick={() => setDirty(true)}>Type</button>
      <button
        onClick={() => {
          // As a form does: the save succeeds, the form resets (a render later) and the page navigates now.
          markSaved();
          setDirty(false);
          void navigate('/list');
        }}
      >
        Save
      </button>
      <button
        onClick={() => {
          markSaved();
          setDirty(false);
        }}
      >
        Save and add another
      </button>
      <Link to="/list">List</Link>
      <Link to="/edit?tab=2">Other tab</Link>
    </div>
  );
}

function renderEditor(initialEntries = ['/edit']) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/list', element: <h1>List</h1> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(
    <StrictMode>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </StrictMode>,
  );
  return router;
}

const question = () => screen.queryByRole('alertdialog') ?? screen.queryByRole('dialog');
const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChangesPrompt', () => {
  it('lets a clean form go without asking', async () => {
    const router = renderEditor();
    fireEvent.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('asks before a dirty form is left by a link: No stays, Yes goes', async () => {
    const router = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    fireEvent.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    await waitFor(() => expect(question()).toBeNull());
  });

  it('asks about the back button and a change of the query too', async () => {
    const router = renderEditor(['/list', '/edit']);
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    await act(() => router.navigate(-1));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');

    fireEvent.click(screen.getByRole('link', { name: 'Other tab' }));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
  });

  it('never asks after a successful save, even when the page navigates in the same turn', async () => {
    const router = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('asks again once a form saved for "add another" is edited again', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and add another' }));
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    fireEvent.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
  });

  it('has the browser ask on reload or tab close only while dirty and unsaved', async () => {
    renderEditor();
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save and add another' }));
    expect(unload()).toBe(false);
  });
});
