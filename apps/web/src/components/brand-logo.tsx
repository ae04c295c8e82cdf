import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCompany } from '../lib/company-context';
import classes from './brand-logo.module.css';

interface BrandLogoProps {
  height?: number;
  /** Use the square icon (logoIconURL) instead of the full logo. */
  icon?: boolean;
}

/** The company's logo (its name where it has none). */
export function BrandLogo({ height = 36, icon = false }: BrandLogoProps) {
  const company = useCompany();
  const src = icon ? company.logoIconURL || company.logoURL : company.logoURL;
  if (!src) {
    return (
      <Text component="span" fw={800} fz={Math.round(height * 0.55)} c="brand.7" lh={1}>
        {company.shortName || company.companyName}
      </Text>
    );
  }
  return (
    <img
      src={src}
      alt={company.companyName}
      height={height}
      // The header's logo is on every page's first screen: fetched at once, decoded off the main thread.
      loading="eager"
      decoding="async"
      style={{ height, width: 'auto', maxWidth: '100%', display: 'block' }}
    />
  );
}

/** The logo as the link to a page of the portal (the start page, the course choice), as headers show it. */
export function BrandLogoLink({ to, height, className }: { to: string; height: number; className?: string }) {
  return (
    <Link to={to} className={className ? `${classes.link} ${className}` : classes.link}>
      <BrandLogo height={height} />
    </Link>
  );
}
