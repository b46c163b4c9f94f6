import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('shows only the selected panel, labelled by its tab', async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Reports">
          <TabsTrigger value="a">METAR</TabsTrigger>
          <TabsTrigger value="b">TAF</TabsTrigger>
        </TabsList>
        <TabsContent value="a">metar text</TabsContent>
        <TabsContent value="b">taf text</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'METAR' })).toHaveTextContent('metar text');
    expect(screen.queryByText('taf text')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'TAF' }));
    expect(screen.getByRole('tabpanel', { name: 'TAF' })).toHaveTextContent('taf text');
    expect(screen.queryByText('metar text')).toBeNull();
  });
});
