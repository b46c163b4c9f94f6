export {
  NavButton,
  NavButtonRow,
  navButtonVariants,
  type NavButtonProps,
  type NavButtonRowProps,
} from './nav-button-row';
export { NAV_BREAKPOINTS, useNavLayout, type NavBreakpoints, type NavLayout } from './nav-layout';
export { NavLogoMenu, NavMenuItem, type NavLogoMenuProps, type NavMenuItemProps } from './nav-logo-menu';
export { NavLinks, NavTitle, ResponsiveNav, type ResponsiveNavProps } from './responsive-nav';
export { useMediaQuery } from './use-media-query';
