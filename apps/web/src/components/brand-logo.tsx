import { Text } from '@mantine/core';
import { useCompany } from '../lib/company-context';

interface BrandLogoProps {
  height?: number;
  /** Use the square icon (logoIconURL) instead of the full logo. */
  icon?: boolean;
}

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
      style={{ height, width: 'auto', maxWidth: '100%', display: 'block' }}
    />
  );
}
