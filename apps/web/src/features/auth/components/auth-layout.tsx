import type { ReactNode } from 'react';
import { BrandLogoLink } from '../../../components/brand-logo';
import { CopyrightFooter } from '../../../components/copyright-footer';
import { useCompany } from '../../../lib/company-context';
import { useAssets } from '../api/get-assets';
import classes from './auth-layout.module.css';
import { LoginSlider } from './login-slider';

const DEFAULT_INTERVAL_MS = 14_000; // spec 1 §9: login carousel interval

interface AuthLayoutProps {
  children: ReactNode;
  /** The brand panel with the login slider (desktop only; hidden on phones). */
  withSlider?: boolean;
  /** Width of the form column's content. */
  width?: number;
}

/** Split layout of the sign-in screens: brand panel with the slider, form column with logo. */
export function AuthLayout({ children, withSlider = true, width = 420 }: AuthLayoutProps) {
  const company = useCompany();
  const assets = useAssets({ companyCode: company.companyCode, id: company.accountId });
  const slider = assets.data?.loginSlider;
  const slides = withSlider && slider?.enabled ? slider.slides : [];
  // Keep the panel while the assets load so the form does not jump sideways.
  const withPanel = slides.length > 0 || (withSlider && assets.isPending);

  return (
    <div className={classes.root} data-with-panel={withPanel || undefined}>
      <div className={classes.column}>
        <header className={classes.header}>
          <BrandLogoLink to="/" height={36} />
        </header>
        <main id="main" tabIndex={-1} className={classes.main}>
          <div className={classes.content} style={{ maxWidth: width }}>
            {children}
          </div>
        </main>
        <CopyrightFooter className={classes.footer} />
      </div>
      {/* After the form in the DOM (keyboard users reach the fields first), shown on the left. */}
      {withPanel && (
        <aside className={classes.panel}>
          {slides.length > 0 && (
            <LoginSlider slides={slides} intervalMs={slider?.intervalMs || DEFAULT_INTERVAL_MS} />
          )}
        </aside>
      )}
    </div>
  );
}
