import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

describe('Tooltip', () => {
  it('works without an app-level provider', () => {
    render(
      <Tooltip open>
        <TooltipTrigger>Wind</TooltipTrigger>
        <TooltipContent>Wind from 140° true</TooltipContent>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Wind from 140° true');
    expect(screen.getByRole('button', { name: 'Wind' })).toHaveAttribute('data-slot', 'tooltip-trigger');
  });

  it('uses the surrounding provider when there is one', () => {
    render(
      <TooltipProvider>
        <Tooltip open>
          <TooltipTrigger>Gust</TooltipTrigger>
          <TooltipContent>Gusting 22 knots</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Gusting 22 knots');
  });
});
