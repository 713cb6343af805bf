import { Burger } from '@mantine/core';
import { BrandLink } from '~/components/brand/brand-link';
import classes from './app-layout.module.css';
import { useHideOnScroll } from './use-hide-on-scroll';

interface MobileHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** Below 1050px: hides while scrolling down, returns when scrolling up or near the top. */
export function MobileHeader({ menuOpened, onToggleMenu }: MobileHeaderProps) {
  const hidden = useHideOnScroll() && !menuOpened;
  return (
    <header className={classes.mobileHeader} data-hidden={hidden || undefined}>
      <BrandLink />
      <Burger
        opened={menuOpened}
        onClick={onToggleMenu}
        aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
        aria-expanded={menuOpened}
      />
    </header>
  );
}
