// The header's breakpoints as media queries, and the layout context the nav parts share.
import { createContext, useContext } from 'react';

/** The product's header breakpoints in CSS pixels. */
export const NAV_BREAKPOINTS = { labelsAbove: 1150, hideRowAt: 650, stackAt: 500 } as const;

export interface NavBreakpoints {
  /** Button labels show only when the window is wider than this. */
  labelsAbove?: number;
  /** At this width and below the button row is hidden and the title shows. */
  hideRowAt?: number;
  /** At this width and below the header's links stack vertically. */
  stackAt?: number;
}

/** "At N and below" as a media query; "above N" is its negation. */
export function atOrBelow(px: number): string {
  return `(max-width: ${px}px)`;
}

export interface NavLayout {
  labelsVisible: boolean;
  rowHidden: boolean;
  stacked: boolean;
  /**
   * The window is not known yet (HTML rendered on a server, and React hydrating it): the parts follow the
   * default breakpoints in CSS (`NAV_CSS`) instead of the three values above, so the server's header is
   * right at every width and hydration changes nothing on screen.
   */
  byCss: boolean;
}

// Outside a ResponsiveNav the parts render as on a wide screen.
export const NavLayoutContext = createContext<NavLayout>({
  labelsVisible: true,
  rowHidden: false,
  stacked: false,
  byCss: false,
});

/** The default breakpoints as CSS (media queries identical to `atOrBelow`), for `NavLayout.byCss`. */
export const NAV_CSS = {
  labelsHidden: '[@media(max-width:1150px)]:sr-only',
  rowHidden: '[@media(max-width:650px)]:hidden',
  titleHidden: '[@media(width>650px)]:hidden',
  stackedHeader:
    '[@media(max-width:500px)]:flex-col [@media(max-width:500px)]:items-start [@media(max-width:500px)]:gap-2',
  stackedLinks:
    '[@media(max-width:500px)]:flex-col [@media(max-width:500px)]:items-start [@media(max-width:500px)]:gap-1',
} as const;

/** The current header layout of the enclosing ResponsiveNav. */
export function useNavLayout(): NavLayout {
  return useContext(NavLayoutContext);
}
